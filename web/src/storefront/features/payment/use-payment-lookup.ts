import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { getOrderPayments, type OrderPayment } from '@/shared/payment/get-order-payments';
import { paymentOutcome } from './payment-outcome';

export type PaymentLookupState =
  | { status: 'no-order' }
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; payment: OrderPayment };

/** How many times a payment is looked up again while it may still change: after 1 s, 2 s, then every 3 s. */
const MAX_RECHECKS = 10;
const recheckDelayMs = (done: number) => Math.min(done + 1, 3) * 1000;

/**
 * The provider tells the shop of a payment a moment after the popup says it succeeded: the shop may
 * still say pending, or failed when an earlier attempt had failed.
 */
export const notPaidYet = (payment: OrderPayment): boolean =>
  paymentOutcome(payment.transaction_status) !== 'paid';

/**
 * The popup says the customer chose a channel (a bank, QRIS) a moment before the provider tells the
 * shop: until then the shop has no account number or QR code to show.
 */
export const channelNotKnownYet = (payment: OrderPayment): boolean =>
  payment.transaction_status === 'pending' && !payment.payment_type;

/** One look-up per visit of a page (the location's key): a return to the address looks afresh. */
export const paymentLookupKey = (orderId: string, visit: string) =>
  ['payment-lookup', orderId, visit] as const;

/**
 * The order's payment as the shop knows it, looked up when the page opens, again after every
 * navigation (the popup's outcome may lead back to the same address) and on retry().
 * `recheckWhile` looks again for a while as long as the answer says the payment may still change.
 * `show` puts an answer the page got itself (its Cek Status button) on screen.
 */
export function usePaymentLookup(
  orderId: string | null,
  { recheckWhile }: { recheckWhile?: (payment: OrderPayment) => boolean } = {},
): {
  state: PaymentLookupState;
  retry: () => void;
  show: (payment: OrderPayment) => void;
} {
  const { key: visit } = useLocation();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => paymentLookupKey(orderId ?? '', visit), [orderId, visit]);
  const lookup = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await getOrderPayments(orderId ?? '', signal))[0] ?? null,
    enabled: orderId !== null,
    refetchInterval: ({ state }) => {
      // A failed second look leaves the first answer on screen and stops looking.
      if (!state.data || state.status === 'error' || !recheckWhile?.(state.data)) return false;
      const rechecksDone = state.dataUpdateCount - 1;
      return rechecksDone < MAX_RECHECKS ? recheckDelayMs(rechecksDone) : false;
    },
    // The customer may wait in another tab for the bank: the page is current when they come back.
    refetchIntervalInBackground: true,
  });

  const show = useCallback(
    (payment: OrderPayment) => queryClient.setQueryData(queryKey, payment),
    [queryClient, queryKey],
  );
  // Back to loading at once, then a fresh look (a refetch would keep showing the failure meanwhile).
  const retry = () => void queryClient.resetQueries({ queryKey, exact: true });

  let state: PaymentLookupState;
  if (!orderId) state = { status: 'no-order' };
  else if (lookup.data === null) state = { status: 'missing' };
  else if (lookup.data) state = { status: 'ready', payment: lookup.data };
  else if (lookup.isError) state = { status: 'failed' };
  else state = { status: 'loading' };
  return { state, retry, show };
}
