import type { AdminDashboardSummary } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { useLoad } from '@/admin/lib/use-request';

export async function getDashboardSummary(): Promise<AdminDashboardSummary> {
  return (await adminApi.get<AdminDashboardSummary>('/dashboard/summary')).data;
}

export const useDashboardSummary = () => useLoad(getDashboardSummary);
