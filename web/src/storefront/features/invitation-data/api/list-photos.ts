import type { InvitationPhoto } from '@undangan/contracts';
import { postForOrder } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/invitation/photos/list: the photos the couple has sent, oldest first. */
export function listPhotos(lookup: OrderLookup, signal?: AbortSignal) {
  return postForOrder<{ photos: InvitationPhoto[] }>(
    '/orders/invitation/photos/list',
    lookup.orderId,
    lookup.phone,
    signal,
  );
}
