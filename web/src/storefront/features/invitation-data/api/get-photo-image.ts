import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/invitation/photos/{id}/image: the photo's bytes, private to the order's owner. */
export function getPhotoImage(lookup: OrderLookup, photoId: string, signal?: AbortSignal) {
  return answerOf(
    '/orders/invitation/photos/image',
    () =>
      apiClient.post<Blob>(
        `/orders/invitation/photos/${encodeURIComponent(photoId)}/image`,
        { order_id: lookup.orderId, phone: lookup.phone },
        { responseType: 'blob', signal },
      ),
    signal,
  );
}
