import type { AdminAccountView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export async function getAccounts(): Promise<AdminAccountView[]> {
  return (await adminApi.get<AdminAccountView[]>('/accounts')).data;
}
