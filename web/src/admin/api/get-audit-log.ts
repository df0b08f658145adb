import type { AuditEntry, Page } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

/** One page of what the admins changed, newest first: the dashboard, the account page and the log read it. */
export async function getAuditLog(page: number, limit: number): Promise<Page<AuditEntry>> {
  return (await adminApi.get<Page<AuditEntry>>('/audit-log', { params: { page, limit } })).data;
}
