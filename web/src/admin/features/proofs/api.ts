import type { AdminPaymentRow, ProofView } from '@undangan/contracts';
import { adminApi } from '../../lib/admin-api';

export { getPaymentDetail } from '../../lib/payment-detail';

export async function getProof(orderId: string): Promise<ProofView> {
  const { data } = await adminApi.get<ProofView>(`/payment-proofs/${encodeURIComponent(orderId)}`);
  return data;
}

/** SPEC's one update call: the customer fields, the status and, when chosen, a new image. */
export async function updateProof(form: FormData): Promise<ProofView> {
  const { data } = await adminApi.post<ProofView>('/payment-proofs/update', form);
  return data;
}

export async function deleteProof(orderId: string): Promise<void> {
  await adminApi.delete(`/payment-proofs/${encodeURIComponent(orderId)}`);
}

/** The stored image is private: fetched with the token, shown from a blob URL. */
export async function getProofImage(path: string): Promise<Blob> {
  const { data } = await adminApi.get<Blob>(path.replace(/^\/api\/admin/, ''), { responseType: 'blob' });
  return data;
}

/** Manual payments whose proof waits for a decision, oldest first. */
export async function getProofQueue(limit = 20): Promise<{ count: number; data: AdminPaymentRow[] }> {
  const { data } = await adminApi.get<{ count: number; data: AdminPaymentRow[] }>(
    '/transactions/proof-queue',
    { params: { limit } },
  );
  return data;
}
