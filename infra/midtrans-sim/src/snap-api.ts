import { hasServerKey, readJson, sendJson } from './http-util';
import { Router } from './router';
import { Simulator } from './simulator';

export const ACCESS_DENIED =
  'Access denied due to unauthorized transaction, please check client or server key';

/** Snap's server-to-server API: create a transaction and get its token. */
export function registerSnapApi(router: Router, sim: Simulator): void {
  router.add('POST', /^\/snap\/v1\/transactions\/?$/, async ({ req, res }) => {
    if (!hasServerKey(req, sim.serverKey)) {
      sendJson(res, 401, { error_messages: [ACCESS_DENIED] });
      return;
    }
    const result = sim.createTransaction(await readJson(req));
    if (!result.ok) {
      sendJson(res, 400, { error_messages: result.errors });
      return;
    }
    sendJson(res, 201, { token: result.token, redirect_url: result.redirectUrl });
  });
}
