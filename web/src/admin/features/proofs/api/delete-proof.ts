import { adminApi } from '@/admin/lib/admin-api';

export async function deleteProof(orderId: string): Promise<void> {
  await adminApi.delete(`/payment-proofs/${encodeURIComponent(orderId)}`);
}
