import { isRecord, readJson, send, sendJson } from './http-util';
import { PAYMENT_METHODS } from './payment-methods';
import { qrPng } from './qr-code';
import { RequestContext, Router } from './router';
import { Simulator } from './simulator';
import { notFoundPage, snapScript, vtwebPage } from './snap-pages';
import { statusBody } from './status-body';
import { SimAction } from './status-machine';
import { expiryOf, SimTransaction } from './transaction-store';
import { formatWib } from './wib-time';

/** What the payment screen's outcome buttons do; `pending` leaves the payment as it is. */
const OUTCOMES: Record<string, SimAction | undefined> = {
  settle: 'settle',
  capture: 'capture',
  challenge: 'challenge',
  pending: undefined,
  fail: 'deny',
};

function withToken(ctx: RequestContext, sim: Simulator): SimTransaction | undefined {
  const tx = sim.byToken(ctx.params[0]);
  if (!tx) sendJson(ctx.res, 404, { error_messages: ['Transaction not found'] });
  return tx;
}

function snapResult(tx: SimTransaction, sim: Simulator) {
  return statusBody(tx, sim.statusContext(), 'snap');
}

/**
 * What the browser calls: snap.js, the redirect page, the QR images, and the screen's own API.
 * It has no auth, like Snap's own browser endpoints, which the token alone opens.
 */
export function registerBrowserApi(router: Router, sim: Simulator): void {
  router.add('GET', /^\/snap\/snap\.js$/, ({ res }) => {
    send(res, 200, 'application/javascript; charset=utf-8', snapScript(sim.publicUrl()));
  });

  router.add('GET', /^\/snap\/v2\/vtweb\/([^/]+)\/?$/, ({ res, params }) => {
    if (!sim.byToken(params[0])) send(res, 404, 'text/html; charset=utf-8', notFoundPage());
    else send(res, 200, 'text/html; charset=utf-8', vtwebPage(params[0]));
  });

  router.add('GET', /^\/(?:sim\/)?qr\/([^/]+)\.png$/, ({ res, params }) => {
    const tx = sim.byOrderId(params[0]);
    if (
      !tx ||
      tx.status === 'created' ||
      !['qris', 'gopay', 'shopeepay'].includes(tx.method?.paymentType ?? '')
    ) {
      sendJson(res, 404, { error_messages: ['QR code not found'] });
      return;
    }
    send(res, 200, 'image/png', qrPng(tx.order.orderId));
  });

  router.add('GET', /^\/snap\/v1\/transactions\/([^/]+)\/?$/, (ctx) => {
    const tx = withToken(ctx, sim);
    if (!tx) return;
    const request = tx.order.request;
    sendJson(ctx.res, 200, {
      token: tx.token,
      order_id: tx.order.orderId,
      gross_amount: tx.order.grossAmount,
      currency: 'IDR',
      expiry_time: formatWib(expiryOf(tx)),
      // An unused page, or a denied payment the customer could still retry, ends with the Snap token.
      expired:
        (tx.status === 'created' || tx.status === 'deny') && Date.now() >= tx.order.expiresAt.getTime(),
      enabled_payments: PAYMENT_METHODS.filter((method) => tx.order.enabledPayments.includes(method.key)).map(
        (method) => ({
          key: method.key,
          label: method.label,
          group: method.group,
          payment_type: method.paymentType,
        }),
      ),
      item_details: request.item_details ?? [],
      customer_details: request.customer_details ?? null,
      transaction: tx.status === 'created' ? null : snapResult(tx, sim),
    });
  });

  router.add('POST', /^\/snap\/v1\/transactions\/([^/]+)\/choose\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withToken(ctx, sim);
    if (!tx) return;
    const method = isRecord(body) && typeof body.method === 'string' ? body.method : '';
    const chosen = sim.chooseMethod(tx, method, 'send');
    if (!chosen.ok) sendJson(ctx.res, chosen.status, { error_messages: [chosen.error] });
    else sendJson(ctx.res, 200, snapResult(tx, sim));
  });

  router.add('POST', /^\/snap\/v1\/transactions\/([^/]+)\/complete\/?$/, async (ctx) => {
    const body = await readJson(ctx.req);
    const tx = withToken(ctx, sim);
    if (!tx) return;
    const outcome = isRecord(body) && typeof body.outcome === 'string' ? body.outcome : '';
    if (!Object.hasOwn(OUTCOMES, outcome)) {
      sendJson(ctx.res, 400, {
        error_messages: ['outcome must be settle, capture, challenge, pending or fail'],
      });
      return;
    }
    if (tx.status !== 'pending') {
      const error =
        tx.status === 'created' ? 'choose a payment method first' : `transaction is already ${tx.status}`;
      sendJson(ctx.res, 409, { error_messages: [error] });
      return;
    }
    const action = OUTCOMES[outcome];
    if (action) {
      const changed = sim.act(tx, action, 'send');
      if (!changed.ok) {
        sendJson(ctx.res, changed.status, { error_messages: [changed.error] });
        return;
      }
    }
    sendJson(ctx.res, 200, snapResult(tx, sim));
  });
}
