import { randomUUID } from 'node:crypto';
import { ServerResponse } from 'node:http';
import { hasServerKey, readJson, sendJson } from './http-util';
import { RequestContext, Router } from './router';
import { Simulator } from './simulator';
import { ACCESS_DENIED } from './snap-api';
import { statusBody } from './status-body';
import { SimTransaction } from './transaction-store';

function notFound(res: ServerResponse): void {
  sendJson(res, 404, { status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
}

/** Core API answers carry their own status_code; the HTTP status mirrors it for errors, as Midtrans does. */
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
async function chosenTransaction(ctx: RequestContext, sim: Simulator): Promise<SimTransaction | undefined> {
  if (!authorised(ctx, sim)) return undefined;
  await readJson(ctx.req);
  const tx = sim.byOrderOrTransactionId(ctx.params[0]);
  if (!tx || tx.status === 'created') {
    notFound(ctx.res);
    return undefined;
  }
  return tx;
}

function cannotModify(res: ServerResponse): void {
  sendJson(res, 412, {
    status_code: '412',
    status_message: 'Merchant cannot modify the status of the transaction',
    id: randomUUID(),
  });
}

/** Core API: status, and the merchant-side cancel and expire of a pending transaction. */
export function registerCoreApi(router: Router, sim: Simulator): void {
  router.add('GET', /^\/v2\/([^/]+)\/status\/?$/, async (ctx) => {
    const tx = await chosenTransaction(ctx, sim);
    if (tx) sendJson(ctx.res, 200, statusBody(tx, sim.statusContext(), 'status'));
  });

  router.add('POST', /^\/v2\/([^/]+)\/cancel\/?$/, async (ctx) => {
    const tx = await chosenTransaction(ctx, sim);
    if (!tx) return;
    if (!sim.changeStatus(tx, 'cancel', true).ok) {
      cannotModify(ctx.res);
      return;
    }
    const { signature_key: _signature, ...body } = statusBody(tx, sim.statusContext(), 'status');
    sendJson(ctx.res, 200, {
      ...body,
      status_code: '200',
      status_message: 'Success, transaction is canceled',
    });
  });

  router.add('POST', /^\/v2\/([^/]+)\/expire\/?$/, async (ctx) => {
    const tx = await chosenTransaction(ctx, sim);
    if (!tx) return;
    if (!sim.changeStatus(tx, 'expire', true).ok) {
      cannotModify(ctx.res);
      return;
    }
    const { signature_key: _signature, ...body } = statusBody(tx, sim.statusContext(), 'status');
    sendJson(ctx.res, 200, { ...body, status_message: 'Success, transaction has expired' });
  });
}
