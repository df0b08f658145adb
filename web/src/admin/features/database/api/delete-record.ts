import { adminApi } from '@/admin/lib/admin-api';

/** Removes one row; for a referral code the server deactivates it, so past orders keep their code. */
export async function deleteRecord(
  table: 'packages' | 'addons' | 'designs' | 'referral-codes',
  id: string | number,
): Promise<void> {
  await adminApi.delete(`/database/${table}/${encodeURIComponent(String(id))}`);
}
