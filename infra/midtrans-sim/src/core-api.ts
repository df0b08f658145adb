import { randomUUID } from 'node:crypto';
import { ServerResponse } from 'node:http';
import { hasServerKey, isRecord, readJson, sendJson, wholeAmount } from './http-util';
import { RequestContext, Router } from './router';
import { MoneyBackProblem, Simulator } from './simulator';
import { ACCESS_DENIED } from './snap-api';
import { grossAmountText, statusBody } from './status-body';
import { SimAction } from './status-machine';
import { SimTransaction } from './transaction-store';

const REFUND_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** The payment types Midtrans refunds directly at the bank or wallet (card, GoPay, QRIS, ShopeePay). */
const DIRECT_REFUND_TYPES: ReadonlySet<string> = new Set(['credit_card', 'gopay', 'qris', 'shopeepay']);

/** How a Midtrans that fails says so, by HTTP status. */
const STATUS_FAULT_MESSAGES: Record<number, string> = {
  500: 'Sorry. Our system is recovering from unexpected issues. Please retry.',
  502: 'Bad Gateway',
  503: 'Sorry, we are experiencing internal server error. Please try again later.',
  504: 'Gateway Timeout',
};

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
}

/** Core API answers carry their own status_code; the HTTP status mirrors it for errors, as Midtrans does. */
function sendError(res: ServerResponse, statusCode: number, message: string): void {
  sendJson(res, statusCode, { status_code: String(statusCode), status_message: message, id: randomUUID() });
}

function authorised(ctx: RequestContext, sim: Simulator): boolean {
  if (hasServerKey(ctx.req, sim.serverKey)) return true;
  sendJson(ctx.res, 401, {
    status_code: '401',
    status_message: 'Unknown Merchant server_key/id',
    id: randomUUID(),
    error_messages: [ACCESS_DENIED],
  });
  return false;
}

/** A transaction exists for Core API only once the customer chose a channel in Snap. */
async function chosenTransaction(
  ctx: RequestContext,
  sim: Simulator,
): Promise<{ tx: SimTransaction; body: unknown } | undefined> {
  if (!authorised(ctx, sim)) return undefined;
  const body = await readJson(ctx.req);
  const tx = sim.byOrderOrTransactionId(ctx.params[0]);
  if (!tx || tx.status === 'created') {
    notFound(ctx.res);
    return undefined;
  }
  return { tx, body };
}

const CANNOT_MODIFY = 'Merchant cannot modify the status of the transaction';

/** The transaction's fields as an action's answer: its own status_code and message, no signature. */
function actionAnswer(sim: Simulator, tx: SimTransaction, statusCode: string | undefined, message: string) {
  const {
    signature_key: _signature,
    refunds: _refunds,
    ...body
  } = statusBody(tx, sim.statusContext(), 'status');
  return { ...body, ...(statusCode ? { status_code: statusCode } : {}), status_message: message };
}

/** The merchant's moves on a transaction: each answers 200 with the new state, or 412 when refused. */
const MERCHANT_ACTIONS: { path: string; action: SimAction; statusCode?: string; message: string }[] = [
  { path: 'cancel', action: 'cancel', statusCode: '200', message: 'Success, transaction is canceled' },
  // The expire API answers with the expired transaction's own 407.
  { path: 'expire', action: 'expire', message: 'Success, transaction has expired' },
  { path: 'approve', action: 'approve', statusCode: '200', message: 'Success, transaction is approved' },
  { path: 'deny', action: 'merchant_deny', statusCode: '200', message: 'Success, transaction is denied' },
];

const REFUND_PROBLEMS: Record<MoneyBackProblem, [number, string]> = {
  not_allowed: [412, CANNOT_MODIFY],
  invalid_amount: [414, 'Refund request is rejected due to invalid amount'],
  duplicate_key: [406, 'Duplicate refund ID'],
};

/** Core API: status, and the merchant's cancel, expire, approve, deny and refund. */
export function registerCoreApi(router: Router, sim: Simulator): void {
  router.add('GET', /^\/v2\/([^/]+)\/status\/?$/, async (ctx) => {
    if (!authorised(ctx, sim)) return;
    const fault = sim.statusFaults.take(ctx.params[0]);
    if (fault?.mode === 'timeout') {
      sim.holdOpen(ctx.res);
      return;
    }
    if (fault?.mode === 'error') {
      sendError(
        ctx.res,
        fault.httpStatus,
        STATUS_FAULT_MESSAGES[fault.httpStatus] ?? 'Internal Server Error',
      );
      return;
    }
    if (fault?.mode === 'not_found') {
      await readJson(ctx.req);
      notFound(ctx.res);
      return;
    }
    const found = await chosenTransaction(ctx, sim);
    if (found) sendJson(ctx.res, 200, statusBody(found.tx, sim.statusContext(), 'status'));
  });

  // A pre-authorised card is captured by the merchant: the transaction is named in the body.
  router.add('POST', /^\/v2\/capture\/?$/, async (ctx) => {
    if (!authorised(ctx, sim)) return;
    const body = await readJson(ctx.req);
    const id = isRecord(body) && typeof body.transaction_id === 'string' ? body.transaction_id : '';
    const tx = id ? sim.byOrderOrTransactionId(id) : undefined;
    if (!tx || tx.status === 'created') {
      notFound(ctx.res);
      return;
    }
    const amount = isRecord(body) ? wholeAmount(body.gross_amount) : undefined;
    if (amount !== undefined && amount !== tx.order.grossAmount) {
      sendError(ctx.res, 400, 'The gross_amount must equal the authorized amount');
      return;
    }
    if (tx.status !== 'authorize' || !sim.act(tx, 'capture', 'send').ok) {
      sendError(ctx.res, 412, CANNOT_MODIFY);
      return;
    }
    sendJson(
      ctx.res,
      200,
      actionAnswer(sim, tx, '200', 'Success, Credit Card capture transaction is successful'),
    );
  });

  for (const { path, action, statusCode, message } of MERCHANT_ACTIONS) {
    router.add('POST', new RegExp(`^/v2/([^/]+)/${path}/?$`), async (ctx) => {
      const found = await chosenTransaction(ctx, sim);
      if (!found) return;
      if (!sim.act(found.tx, action, 'send').ok) {
        sendError(ctx.res, 412, CANNOT_MODIFY);
        return;
      }
      sendJson(ctx.res, 200, actionAnswer(sim, found.tx, statusCode, message));
    });
  }

  // The refund API goes through Midtrans; the direct one straight to the bank or wallet, and only
  // for the channels that have it. Both answer the same way, and notify only a refund that happened.
  for (const { pattern, direct } of [
    { pattern: /^\/v2\/([^/]+)\/refund\/?$/, direct: false },
    { pattern: /^\/v2\/([^/]+)\/refund\/online\/direct\/?$/, direct: true },
  ]) {
    router.add('POST', pattern, async (ctx) => {
      const found = await chosenTransaction(ctx, sim);
      if (!found) return;
      if (direct && !DIRECT_REFUND_TYPES.has(found.tx.method?.paymentType ?? '')) {
        sendError(ctx.res, 412, CANNOT_MODIFY);
        return;
      }
      const body = isRecord(found.body) ? found.body : {};
      const key = body.refund_key ?? undefined;
      if (key !== undefined && (typeof key !== 'string' || !REFUND_KEY.test(key))) {
        sendError(ctx.res, 400, "refund_key may contain only letters, numbers, '-' and '_'");
        return;
      }
      if (body.reason !== undefined && body.reason !== null && typeof body.reason !== 'string') {
        sendError(ctx.res, 400, 'reason must be a string');
        return;
      }
      const amount = wholeAmount(body.amount);
      const refunded = sim.refund(
        found.tx,
        {
          amount: amount === null ? Number.NaN : amount,
          key,
          reason: typeof body.reason === 'string' ? body.reason.slice(0, 255) : undefined,
        },
        'send',
      );
      if (!refunded.ok) {
        const [statusCode, message] = REFUND_PROBLEMS[refunded.problem];
        sendError(ctx.res, statusCode, message);
        return;
      }
      sendJson(ctx.res, 200, {
        ...actionAnswer(sim, found.tx, '200', 'Success, refund request is approved'),
        refund_chargeback_id: refunded.entry.id,
        refund_amount: grossAmountText(refunded.entry.amount),
        refund_key: refunded.entry.key,
      });
    });
  }
}
