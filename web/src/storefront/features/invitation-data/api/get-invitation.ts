import type { InvitationView } from '@undangan/contracts';
import { postForOrder } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/invitation: the couple's data as the shop keeps it (409 before payment). */
export function getInvitation(lookup: OrderLookup, signal?: AbortSignal) {
  return postForOrder<InvitationView>('/orders/invitation', lookup.orderId, lookup.phone, signal);
}
