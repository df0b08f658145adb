import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';
import { loadState } from '@/admin/lib/load-state';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (page: number, limit: number) => [...auditLogKeys.all, page, limit] as const,
};

/** One page of what the admins changed, newest first: the dashboard, the account page and the log read it. */
export async function getAuditLog(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  return (await adminApi.get<Page<AuditEntry>>('/audit-log', { params: { page, limit }, signal })).data;
}

/** One page of the log; the last page stays on screen while the next loads. */
export function useAuditLog(page: number, limit: number) {
  return loadState(
    useQuery({
      queryKey: auditLogKeys.page(page, limit),
      queryFn: ({ signal }) => getAuditLog(page, limit, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
