import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** DELETE /api/orders/invitation/photos/{id}, the order id and phone in the body. */
export function deletePhoto(lookup: OrderLookup, photoId: string) {
  return answerOf('/orders/invitation/photos (delete)', () =>
    apiClient.delete<{ deleted: true }>(`/orders/invitation/photos/${encodeURIComponent(photoId)}`, {
      data: { order_id: lookup.orderId, phone: lookup.phone },
    }),
  );
}
