import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardSummary } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadOrError } from '@/admin/lib/load-state';

export const dashboardSummaryKey = ['dashboard', 'summary'] as const;

export async function getDashboardSummary(signal?: AbortSignal): Promise<AdminDashboardSummary> {
  return (await adminApi.get<AdminDashboardSummary>('/dashboard/summary', { signal })).data;
}

export const useDashboardSummary = () =>
  loadOrError(
    useQuery({ queryKey: dashboardSummaryKey, queryFn: ({ signal }) => getDashboardSummary(signal) }),
  );
