import { useQuery } from '@tanstack/react-query';
import type { AdminAccountView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadOrError } from '@/admin/lib/load-state';

export const meKey = ['me'] as const;

/** The signed-in admin: the account and settings pages show who it is. */
export async function getMe(signal?: AbortSignal): Promise<AdminAccountView> {
  return (await adminApi.get<AdminAccountView>('/me', { signal })).data;
}

export const useMe = () => loadOrError(useQuery({ queryKey: meKey, queryFn: ({ signal }) => getMe(signal) }));
