import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { registerBrowserApi } from './browser-api';
import { SimulatorConfig, simulatorConfig } from './config';
import { registerControlApi } from './control-api';
import { registerCoreApi } from './core-api';
import { BadRequestBody, sendJson, sendPreflight } from './http-util';
import { Router } from './router';
import { SimLogger, silentLogger } from './sim-logger';
import { Simulator } from './simulator';
import { registerSnapApi } from './snap-api';

export interface SimulatorServerOptions extends Partial<SimulatorConfig> {
  logger?: SimLogger;
}

/**
 * The local stand-in for Midtrans (Snap, Core API, snap.js, notifications), plus a control API for
 * tests when `controlApi` is on.
 */
export function createSimulatorServer(options: SimulatorServerOptions = {}): Server {
  const { logger = silentLogger, ...overrides } = options;
  const config = simulatorConfig(overrides);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void handle(req, res);
  });
  const publicUrl = () =>
    (
      config.publicUrl ?? `http://127.0.0.1:${(server.address() as AddressInfo | null)?.port ?? 3900}`
    ).replace(/\/+$/, '');
  const sim = new Simulator(config, publicUrl, logger);

  const router = new Router();
  router.add('GET', /^\/health\/?$/, ({ res }) => sendJson(res, 200, { status: 'ok' }));
  router.add('GET', /^\/favicon\.ico$/, ({ res }) => {
    res.writeHead(204).end();
  });
  registerSnapApi(router, sim);
  registerCoreApi(router, sim);
  registerBrowserApi(router, sim);
  // Settling any order without credentials is for tests and development only (SIM_CONTROL_API).
  if (config.controlApi) registerControlApi(router, sim);

  server.on('close', () => sim.close());

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator.local');
    try {
      if (req.method === 'OPTIONS') {
        sendPreflight(req, res);
        return;
      }
      if (!(await router.dispatch(req, res, url))) {
        sendJson(res, 404, { status_code: '404', status_message: 'The requested resource is not found' });
      }
    } catch (err) {
      if (res.headersSent) {
        res.destroy();
      } else if (err instanceof BadRequestBody) {
        sendJson(res, 400, { error_messages: [err.message] });
      } else {
        logger.warn({ err, method: req.method, path: url.pathname }, 'request failed');
        sendJson(res, 500, { error_messages: ['Internal simulator error'] });
      }
    }
    logger.debug({ method: req.method, path: url.pathname, status: res.statusCode }, 'request');
  }

  return server;
}
