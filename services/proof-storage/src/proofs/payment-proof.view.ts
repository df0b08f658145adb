import { ProofView, proofImagePath } from '@undangan/contracts';
import type { PaymentProofEntity } from './payment-proof.entity';

export function toProofView(e: PaymentProofEntity): ProofView {
  return {
    order_id: e.orderId,
    customer_name: e.customerName,
    customer_phone: e.customerPhone,
    customer_email: e.customerEmail,
    status: e.status,
    proof_file: e.objectKey ? proofImagePath(e.orderId) : null,
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}
