import type { ProofView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export async function getProof(orderId: string, signal?: AbortSignal): Promise<ProofView> {
  const { data } = await adminApi.get<ProofView>(`/payment-proofs/${encodeURIComponent(orderId)}`, {
    signal,
  });
  return data;
}
