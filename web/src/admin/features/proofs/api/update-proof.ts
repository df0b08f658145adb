import type { ProofView } from '@undangan/contracts';
import { adminApi } from '@/admin/lib/admin-api';

/** The fields proofUpdateSchema reads, and a new image when one was chosen. */
export interface UpdateProofInput {
  orderId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  status: string;
  proofFile: File | null;
  /** Why a rejection, in the admin's words: the couple reads it in their email. */
  reason?: string;
}

/** PRODUCT.md section 7's one update call: the customer fields, the status and, when chosen, a new image. */
export async function updateProof(input: UpdateProofInput): Promise<ProofView> {
  const form = new FormData();
  form.set('orderId', input.orderId);
  form.set('customerName', input.customerName);
  form.set('customerPhone', input.customerPhone);
  form.set('customerEmail', input.customerEmail);
  form.set('status', input.status);
  if (input.status === 'rejected' && input.reason?.trim()) form.set('reason', input.reason.trim());
  if (input.proofFile) form.set('proofFile', input.proofFile, input.proofFile.name);
  const { data } = await adminApi.post<ProofView>('/payment-proofs/update', form);
  return data;
}
