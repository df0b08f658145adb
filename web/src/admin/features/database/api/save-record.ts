import type { AddonInputBody, PackageInputBody } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export interface ReferralCodeInputBody {
  code: string;
  percentage: number;
  active: boolean;
  expires_at: string | null;
  usage_limit: number | null;
  description: string;
}

interface RecordBodies {
  packages: PackageInputBody;
  addons: AddonInputBody;
  'referral-codes': ReferralCodeInputBody;
}

/** Create (POST) or update (PUT /{id}) of one row of a catalogue table. */
export async function saveRecord<Table extends keyof RecordBodies>(
  table: Table,
  body: RecordBodies[Table],
  editingId: string | number | null,
): Promise<void> {
  if (editingId === null) await adminApi.post(`/database/${table}`, body);
  else await adminApi.put(`/database/${table}/${encodeURIComponent(String(editingId))}`, body);
}
