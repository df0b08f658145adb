import type { ProofView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export async function getProof(orderId: string): Promise<ProofView> {
  const { data } = await adminApi.get<ProofView>(`/payment-proofs/${encodeURIComponent(orderId)}`);
  return data;
}
