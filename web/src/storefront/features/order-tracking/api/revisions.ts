import type { OrderRevisions, RevisionKind, RevisionView } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf, postForOrder } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/revisions/list: the order's revisions and what each kind still has free. */
export function listRevisions(lookup: OrderLookup, signal?: AbortSignal) {
  return postForOrder<OrderRevisions>('/orders/revisions/list', lookup.orderId, lookup.phone, signal);
}

/** POST /api/orders/revisions: asks for a revision (free, or priced to be paid through the cart). */
export function askRevision(lookup: OrderLookup, kind: RevisionKind, description: string) {
  const body = { order_id: lookup.orderId, phone: lookup.phone, kind, description };
  return answerOf('/orders/revisions', () => apiClient.post<RevisionView>('/orders/revisions', body));
}
