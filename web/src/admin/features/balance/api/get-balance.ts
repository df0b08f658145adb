import { useQuery } from '@tanstack/react-query';
import type { BalanceSummary } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadOrError } from '@/admin/lib/load-state';

export const balanceKey = ['balance'] as const;

/** The balance lives at /admin/dashboard/balance, outside /api (PRODUCT.md section 7). */
export async function getBalance(signal?: AbortSignal): Promise<BalanceSummary> {
  return (await adminApi.get<BalanceSummary>('/admin/dashboard/balance', { baseURL: '/', signal })).data;
}

export const useBalance = () =>
  loadOrError(useQuery({ queryKey: balanceKey, queryFn: ({ signal }) => getBalance(signal) }));
