import { ORDERING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { PaymentQueriesService } from './payment-queries.service';

/** The back office's reads of payments: the list and its export, one payment's story, the proof queue, the dashboard's figures. */
export const PaymentQueriesController = rpcController(
  'PaymentQueriesController',
  PaymentQueriesService,
  (on) => [
    on(ORDERING.listPayments, (queries, query) => queries.listPayments(query)),
    on(ORDERING.exportPayments, (queries, query) => queries.exportPayments(query)),
    on(ORDERING.paymentDetail, (queries, { orderId }) => queries.paymentDetail(orderId)),
    on(ORDERING.proofQueue, (queries, { limit }) => queries.proofQueue(limit)),
    on(ORDERING.paymentsOverview, (queries, request) => queries.paymentsOverview(request)),
  ],
);
