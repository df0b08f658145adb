import { useQuery } from '@tanstack/react-query';
import type { InvitationResponses } from '@undangan/contracts';
import { postForOrder } from '@/shared/order/lookup-request';

/**
 * POST /api/orders/invitation/responses: what guests answered on the couple's pages, and the Split
 * Link's second address when there is one. One read for the page: the replies panel and the
 * addresses above it share it.
 */
export function useGuestResponses(orderId: string, phone: string, enabled: boolean) {
  return useQuery({
    queryKey: ['guest-responses', orderId, phone] as const,
    enabled,
    queryFn: async ({ signal }) => {
      const answer = await postForOrder<InvitationResponses>(
        '/orders/invitation/responses',
        orderId,
        phone,
        signal,
      );
      if (!answer.ok) throw new Error(answer.message ?? 'responses failed');
      return answer.value;
    },
  });
}
