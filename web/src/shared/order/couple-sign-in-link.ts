import { apiClient } from '@/shared/api/api-client';
import { answerOf, type LookupAnswer } from './lookup-request';

/** Who a sign-in link goes to: the email typed, or (from tracking) the order's email, proved by its phone. */
export type SignInLinkAsk = { orderId: string; email: string } | { orderId: string; phone: string };

/**
 * POST /api/pasangan/tautan-masuk: asks for a link to the couple's dashboard. The answer's message
 * is the same whether or not anything matched; a refusal (too many links) comes with its own.
 */
export function askSignInLink(ask: SignInLinkAsk): Promise<LookupAnswer<{ message: string }>> {
  return answerOf('/pasangan/tautan-masuk', () =>
    apiClient.post<{ message: string }>('/pasangan/tautan-masuk', ask),
  );
}
