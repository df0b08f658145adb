import type { InvitationView } from '@undangan/contracts';
import { postForOrder } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/invitation/submit: "Kirim Data" (400 naming the first missing field). */
export function submitInvitation(lookup: OrderLookup) {
  return postForOrder<InvitationView>('/orders/invitation/submit', lookup.orderId, lookup.phone);
}
