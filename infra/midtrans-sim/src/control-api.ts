import { isRecord, readJson, sendJson, wantsNotification } from './http-util';
import { Delivery } from './notifier';
import { RequestContext, Router } from './router';
import { Simulator } from './simulator';
import { statusBody } from './status-body';
import { expiryOf, SimTransaction, TransactionStatus } from './transaction-store';
import { formatWib } from './wib-time';

const ACTIONS: Record<string, TransactionStatus> = {
  settle: 'settlement',
  expire: 'expire',
  deny: 'deny',
  cancel: 'cancel',
  fail: 'failure',
};

function deliveryView(delivery: Delivery) {
  return {
    id: delivery.id,
    transaction_status: delivery.transactionStatus,
    status_code: delivery.statusCode,
    state: delivery.state,
    attempts: delivery.attempts.map((attempt) => ({
      number: attempt.number,
      at: attempt.at,
      http_status: attempt.httpStatus,
      ...(attempt.error ? { error: attempt.error } : {}),
      duration_ms: attempt.durationMs,
    })),
    next_attempt_at: delivery.nextAttemptAt ?? null,
    body: delivery.body,
  };
}

function transactionView(tx: SimTransaction, sim: Simulator) {
  return {
    order_id: tx.order.orderId,
    token: tx.token,
    redirect_url: `${sim.publicUrl()}/snap/v2/vtweb/${tx.token}`,
    status: tx.status,
    payment_method: tx.method?.key ?? null,
    payment_type: tx.method?.paymentType ?? null,
    transaction_id: tx.transactionId ?? null,
    gross_amount: tx.order.grossAmount,
    created_at: tx.createdAt.toISOString(),
    expiry_time: formatWib(expiryOf(tx)),
    request: tx.order.request,
    midtrans: tx.status === 'created' ? null : statusBody(tx, sim.statusContext(), 'status'),
    deliveries: tx.deliveries.map(deliveryView),
  };
}

function withOrder(ctx: RequestContext, sim: Simulator): SimTransaction | undefined {
  const tx = sim.byOrderId(ctx.params[0]);
  if (!tx) sendJson(ctx.res, 404, { error: `no transaction with order id "${ctx.params[0]}"` });
  return tx;
}

/** The tester's remote control: act as the customer or as Midtrans, and read what was sent. No auth. */
export function registerControlApi(router: Router, sim: Simulator): void {
  router.add('GET', /^\/sim\/transactions\/?$/, ({ res }) => {
    const transactions = sim.store.all().map((tx) => ({
      order_id: tx.order.orderId,
      status: tx.status,
      payment_method: tx.method?.key ?? null,
      gross_amount: tx.order.grossAmount,
      created_at: tx.createdAt.toISOString(),
      deliveries: tx.deliveries.length,
    }));
    sendJson(res, 200, { transactions });
  });

  router.add('GET', /^\/sim\/transactions\/([^/]+)\/?$/, (ctx) => {
    const tx = withOrder(ctx, sim);
    if (tx) sendJson(ctx.res, 200, transactionView(tx, sim));
  });

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/method\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const method = isRecord(body) && typeof body.method === 'string' ? body.method : '';
    const chosen = sim.chooseMethod(tx, method, wantsNotification(ctx.url.searchParams, body));
    if (!chosen.ok) sendJson(ctx.res, chosen.status, { error: chosen.error });
    else sendJson(ctx.res, 200, transactionView(tx, sim));
  });

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/notify\/?$/, async (ctx) => {
    await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const sent = sim.resendNotification(tx);
    if (!sent.ok) sendJson(ctx.res, sent.status, { error: sent.error });
    else sendJson(ctx.res, 202, deliveryView(sent.value));
  });

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/(settle|expire|deny|cancel|fail)\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const method =
      ctx.url.searchParams.get('method') ??
      (isRecord(body) && typeof body.method === 'string' ? body.method : undefined);
    const changed = sim.changeStatus(
      tx,
      ACTIONS[ctx.params[1]],
      wantsNotification(ctx.url.searchParams, body),
      method,
    );
    if (!changed.ok) sendJson(ctx.res, changed.status, { error: changed.error });
    else sendJson(ctx.res, 200, transactionView(tx, sim));
  });

  router.add('POST', /^\/sim\/reset\/?$/, async ({ req, res }) => {
    await readJson(req);
    sim.reset();
    sendJson(res, 200, { status: 'reset' });
  });
}
