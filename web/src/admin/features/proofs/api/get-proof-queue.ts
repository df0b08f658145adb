import type { AdminPaymentRow } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

export interface ProofQueueState {
  count: number;
  data: AdminPaymentRow[];
}

/** Manual payments whose proof waits for a decision, oldest first. */
export async function getProofQueue(limit = 20, signal?: AbortSignal): Promise<ProofQueueState> {
  const { data } = await adminApi.get<ProofQueueState>('/transactions/proof-queue', {
    params: { limit },
    signal,
  });
  return data;
}
