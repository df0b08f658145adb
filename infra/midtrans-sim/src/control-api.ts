import { isRecord, readJson, sendJson, wantsNotification, wholeAmount } from './http-util';
import { Delivery } from './notifier';
import { RequestContext, Router } from './router';
import { MoneyBackOutcome, MoneyBackRequest, Simulator } from './simulator';
import { statusBody } from './status-body';
import { SimAction } from './status-machine';
import { STATUS_FAULT_MODES, StatusFault, StatusFaultMode } from './status-faults';
import { expiryOf, SimTransaction } from './transaction-store';
import { formatWib } from './wib-time';

/** The control routes that are one move of the status machine; `capture` depends on ?fraud=. */
const ROUTE_ACTIONS: Record<string, SimAction> = {
  settle: 'settle',
  expire: 'expire',
  deny: 'deny',
  cancel: 'cancel',
  fail: 'fail',
  approve: 'approve',
  reverse: 'reverse',
  capture: 'capture',
  authorize: 'authorize',
};

const FRAUD_ACTIONS: Record<string, SimAction> = { accept: 'capture', challenge: 'challenge' };

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
      ...(attempt.redirects.length > 0 ? { redirected_to: attempt.redirects } : {}),
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
    fraud_status: tx.status === 'created' ? null : tx.fraudStatus,
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

/** A string option from the query string, else from the JSON body. */
function option(ctx: RequestContext, body: unknown, name: string): string | undefined {
  const fromQuery = ctx.url.searchParams.get(name);
  if (fromQuery !== null) return fromQuery;
  return isRecord(body) && typeof body[name] === 'string' ? body[name] : undefined;
}

/** `{ amount, reason, refund_key }` of a refund or chargeback; a string error when malformed. */
function moneyBackRequest(body: unknown): MoneyBackRequest | string {
  const fields = isRecord(body) ? body : {};
  const amount = wholeAmount(fields.amount);
  if (amount === null || (amount !== undefined && amount <= 0))
    return 'amount must be a whole number above 0';
  for (const name of ['reason', 'refund_key']) {
    if (fields[name] !== undefined && typeof fields[name] !== 'string') return `${name} must be a string`;
  }
  return {
    amount,
    reason: fields.reason as string | undefined,
    key: fields.refund_key as string | undefined,
  };
}

function sendMoneyBack(
  ctx: RequestContext,
  sim: Simulator,
  tx: SimTransaction,
  outcome: MoneyBackOutcome,
): void {
  if (outcome.ok) sendJson(ctx.res, 200, transactionView(tx, sim));
  else sendJson(ctx.res, 409, { error: outcome.error });
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

  router.add(
    'POST',
    /^\/sim\/transactions\/([^/]+)\/(settle|expire|deny|cancel|fail|approve|reverse|capture|authorize)\/?$/,
    async (ctx) => {
      const body = await readJson(ctx.req);
      const tx = withOrder(ctx, sim);
      if (!tx) return;
      let action = ROUTE_ACTIONS[ctx.params[1]];
      if (action === 'capture') {
        const fraud = option(ctx, body, 'fraud') ?? 'accept';
        if (!Object.hasOwn(FRAUD_ACTIONS, fraud)) {
          sendJson(ctx.res, 400, { error: 'fraud must be accept or challenge' });
          return;
        }
        action = FRAUD_ACTIONS[fraud];
      }
      const changed = sim.act(
        tx,
        action,
        wantsNotification(ctx.url.searchParams, body),
        option(ctx, body, 'method'),
      );
      if (!changed.ok) sendJson(ctx.res, changed.status, { error: changed.error });
      else sendJson(ctx.res, 200, transactionView(tx, sim));
    },
  );

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/retry\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const retried = sim.retry(tx, option(ctx, body, 'method'), wantsNotification(ctx.url.searchParams, body));
    if (!retried.ok) sendJson(ctx.res, retried.status, { error: retried.error });
    else sendJson(ctx.res, 200, transactionView(tx, sim));
  });

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/(refund|chargeback)\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const request = moneyBackRequest(body);
    if (typeof request === 'string') {
      sendJson(ctx.res, 400, { error: request });
      return;
    }
    const notify = wantsNotification(ctx.url.searchParams, body);
    const outcome =
      ctx.params[1] === 'refund' ? sim.refund(tx, request, notify) : sim.chargeback(tx, request, notify);
    sendMoneyBack(ctx, sim, tx, outcome);
  });

  router.add('POST', /^\/sim\/transactions\/([^/]+)\/expire-page\/?$/, async (ctx) => {
    await readJson(ctx.req);
    const tx = withOrder(ctx, sim);
    if (!tx) return;
    const expired = sim.expirePage(tx);
    if (!expired.ok) sendJson(ctx.res, expired.status, { error: expired.error });
    else sendJson(ctx.res, 200, transactionView(tx, sim));
  });

  registerDeliveryControls(router, sim);
  registerStatusFaultControls(router, sim);

  router.add('POST', /^\/sim\/reset\/?$/, async ({ req, res }) => {
    await readJson(req);
    sim.reset();
    sendJson(res, 200, { status: 'reset' });
  });
}

/**
 * The notifications themselves: read one, release a held one, send one again as a duplicate, move
 * the clock to every scheduled retry, or wait until nothing is being sent.
 */
function registerDeliveryControls(router: Router, sim: Simulator): void {
  const withDelivery = (ctx: RequestContext, found: Delivery | undefined, problem: string) => {
    if (found) sendJson(ctx.res, 200, deliveryView(found));
    else sendJson(ctx.res, sim.delivery(ctx.params[0]) ? 409 : 404, { error: problem });
  };

  router.add('GET', /^\/sim\/deliveries\/idle\/?$/, async ({ res }) => {
    await sim.deliveriesIdle();
    sendJson(res, 200, { status: 'idle' });
  });

  router.add('POST', /^\/sim\/deliveries\/retry-due\/?$/, async ({ req, res }) => {
    await readJson(req);
    const due = await sim.retryDueDeliveries();
    sendJson(res, 200, { deliveries: due.map(deliveryView) });
  });

  router.add('GET', /^\/sim\/deliveries\/([^/]+)\/?$/, (ctx) => {
    withDelivery(ctx, sim.delivery(ctx.params[0]), `no delivery "${ctx.params[0]}"`);
  });

  router.add('POST', /^\/sim\/deliveries\/([^/]+)\/release\/?$/, async (ctx) => {
    await readJson(ctx.req);
    withDelivery(ctx, sim.releaseDelivery(ctx.params[0]), 'only a held delivery can be released');
  });

  router.add('POST', /^\/sim\/deliveries\/([^/]+)\/duplicate\/?$/, async (ctx) => {
    await readJson(ctx.req);
    withDelivery(ctx, sim.duplicateDelivery(ctx.params[0]), `no delivery "${ctx.params[0]}"`);
  });
}

const FAULT_STATUSES = new Set([500, 502, 503, 504]);

function faultView(fault: StatusFault) {
  return {
    order_id: fault.orderId ?? null,
    mode: fault.mode,
    ...(fault.mode === 'error' ? { http_status: fault.httpStatus } : {}),
    remaining: fault.remaining ?? null,
  };
}

/**
 * Midtrans's status API failing on demand: `{ mode: error | timeout | not_found, order_id?,
 * http_status?, times? }` spoils the status answers of one order (or every order) until cleared,
 * or for `times` answers.
 */
function registerStatusFaultControls(router: Router, sim: Simulator): void {
  router.add('GET', /^\/sim\/faults\/status\/?$/, ({ res }) => {
    sendJson(res, 200, { faults: sim.statusFaults.list().map(faultView) });
  });

  router.add('POST', /^\/sim\/faults\/status\/?$/, async ({ req, res }) => {
    const body = await readJson(req);
    const fields = isRecord(body) ? body : {};
    const mode = fields.mode;
    if (typeof mode !== 'string' || !STATUS_FAULT_MODES.includes(mode as StatusFaultMode)) {
      sendJson(res, 400, { error: `mode must be one of ${STATUS_FAULT_MODES.join(', ')}` });
      return;
    }
    const orderId = fields.order_id ?? undefined;
    if (orderId !== undefined && (typeof orderId !== 'string' || orderId === '')) {
      sendJson(res, 400, { error: 'order_id must be a non-empty string' });
      return;
    }
    const httpStatus = wholeAmount(fields.http_status) ?? 500;
    if (!FAULT_STATUSES.has(httpStatus ?? 0)) {
      sendJson(res, 400, { error: 'http_status must be 500, 502, 503 or 504' });
      return;
    }
    const times = wholeAmount(fields.times);
    if (times === null || (times !== undefined && times < 1)) {
      sendJson(res, 400, { error: 'times must be a whole number above 0' });
      return;
    }
    sim.statusFaults.set({
      orderId,
      mode: mode as StatusFaultMode,
      httpStatus: httpStatus!,
      remaining: times,
    });
    sendJson(res, 200, { faults: sim.statusFaults.list().map(faultView) });
  });

  router.add('DELETE', /^\/sim\/faults\/status\/?$/, ({ url, res }) => {
    sim.statusFaults.clear(url.searchParams.get('order_id') ?? undefined);
    sendJson(res, 200, { faults: sim.statusFaults.list().map(faultView) });
  });
}
