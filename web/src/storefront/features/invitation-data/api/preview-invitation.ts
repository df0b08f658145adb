import type { InvitationDraft, PagePreview } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';
import { answerOf } from '@/shared/order/lookup-request';
import type { OrderLookup } from '@/shared/order/order-lookup';

/** POST /api/orders/invitation/preview: the couple's page drawn from the form as it is now. */
export function previewInvitation(lookup: OrderLookup, data: InvitationDraft) {
  const path = '/orders/invitation/preview';
  return answerOf(path, () =>
    apiClient.post<PagePreview>(path, { order_id: lookup.orderId, phone: lookup.phone, data }),
  );
}
