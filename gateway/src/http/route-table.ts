import type { FastifyInstance } from 'fastify';

/** One route as Fastify registered it: its method and URL pattern (`/api/admin/orders/:id`). */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Records every route Fastify registers from now on, whoever registers it (Nest's controllers,
 * plugins, the static files), so the gateway can say at start what it answers: the API document's
 * test compares the routes it documents with this table, not with the controllers it is read from.
 * HEAD routes Fastify adds beside each GET are left out.
 */
export function recordRouteTable(fastify: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url });
    }
  });
  return routes;
}
