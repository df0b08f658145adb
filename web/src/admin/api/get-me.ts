import type { AdminAccountView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { useLoad } from '@/admin/lib/use-request';

/** The signed-in admin: the account and settings pages show who it is. */
export async function getMe(): Promise<AdminAccountView> {
  return (await adminApi.get<AdminAccountView>('/me')).data;
}

export const useMe = () => useLoad(getMe);
