import type { BalanceSummary } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { useLoad } from '@/admin/lib/use-request';

/** The balance lives at /admin/dashboard/balance, outside /api (PRODUCT.md section 7). */
export async function getBalance(): Promise<BalanceSummary> {
  return (await adminApi.get<BalanceSummary>('/admin/dashboard/balance', { baseURL: '/' })).data;
}

export const useBalance = () => useLoad(getBalance);
