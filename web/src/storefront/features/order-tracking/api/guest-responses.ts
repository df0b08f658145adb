import { useQuery } from '@tanstack/react-query';
import type { InvitationResponses } from '@undangan/contracts';
import { apiClient } from '@/shared/api/api-client';

/**
 * POST /api/orders/invitation/responses: what guests answered on the couple's pages, and the Split
 * Link's second address when there is one. One read for the page: the replies panel and the
 * addresses above it share it.
 */
export function useGuestResponses(orderId: string, phone: string, enabled: boolean) {
  return useQuery({
    queryKey: ['guest-responses', orderId, phone] as const,
    enabled,
    // A refusal keeps its status, so it is not tried again (shared/api/query-client.ts).
    queryFn: async ({ signal }) =>
      (
        await apiClient.post<InvitationResponses>(
          '/orders/invitation/responses',
          { order_id: orderId, phone },
          { signal },
        )
      ).data,
  });
}
