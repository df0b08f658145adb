import { useQuery } from '@tanstack/react-query';
import type { AdminAccountView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadState } from '@/admin/lib/load-state';

export const accountsKey = ['accounts'] as const;

export async function getAccounts(signal?: AbortSignal): Promise<AdminAccountView[]> {
  return (await adminApi.get<AdminAccountView[]>('/accounts', { signal })).data;
}

export const useAccounts = () =>
  loadState(useQuery({ queryKey: accountsKey, queryFn: ({ signal }) => getAccounts(signal) }));
