import type { InvitationDraft, InvitationView } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/**
 * PUT /api/orders/invitation: the draft over `version`, the one this browser last read (409 'stale'
 * when another device saved since). With `keepalive` the request outlives a page being closed.
 */
export function saveInvitation(
  lookup: OrderLookup,
  version: number,
  data: InvitationDraft,
  { keepalive }: { keepalive: boolean },
) {
  const body = { order_id: lookup.orderId, phone: lookup.phone, version, data };
  return answerOf('/orders/invitation (save)', () =>
    apiClient.put<InvitationView>(
      '/orders/invitation',
      body,
      keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : undefined,
    ),
  );
}
