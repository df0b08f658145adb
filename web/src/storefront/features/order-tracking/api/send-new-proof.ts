import type { OrderTracking } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/**
 * POST /api/orders/proof: a transfer proof for a manual payment sent without one, or a new one
 * after a rejection; multipart, the file last so the shop checks the order before it reads the
 * photo. Answers the order as tracking shows it. `onProgress` hears the share sent so far, 0..1.
 */
export function sendNewProof(lookup: OrderLookup, proof: File, onProgress: (sent: number) => void) {
  const form = new FormData();
  form.append('order_id', lookup.orderId);
  form.append('phone', lookup.phone);
  form.append('proofFile', proof);
  return answerOf('/orders/proof', () =>
    apiClient.post<OrderTracking>('/orders/proof', form, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total));
      },
    }),
  );
}
