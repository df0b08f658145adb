import 'reflect-metadata';
import { GATEWAY_CONTROLLERS } from '../../src/app.module';
import { declaredHandlers } from '../../src/openapi/declared-routes';

export interface DeclaredRoute {
  method: string;
  /** The path with harmless sample values in place of its parameters. */
  path: string;
  /** The path as declared, parameters included (e.g. /api/admin/orders/:id). */
  template: string;
  /** The status of a success: @HttpCode's, else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  /** The names of the guards on the handler and its controller (e.g. AdminGuard). */
  guards: string[];
}

const SAMPLES: Record<string, string> = {
  id: '1',
  code: 'KODEUJI',
  orderId: 'INV-20260101-AAAAAA',
  key: '00000000-0000-0000-0000-000000000000.png',
  clientID: 'klien',
  day: '2026-01-01',
  photoId: '00000000-0000-4000-8000-000000000000',
};

/**
 * Every route the gateway's controllers declare, read from their decorators, so a route added
 * later is covered without editing the tests that walk them.
 */
export function declaredRoutes(): DeclaredRoute[] {
  return declaredHandlers(GATEWAY_CONTROLLERS).flatMap((handler) =>
    handler.templates.map((template) => ({
      method: handler.method,
      template,
      status: handler.status,
      guards: handler.guards.map((guard) => guard.name),
      path: template.replace(/:([A-Za-z]+)/g, (_, p: string) => SAMPLES[p] ?? 'x'),
    })),
  );
}

export const isAdminRoute = (path: string) =>
  (path.startsWith('/api/admin/') || path.startsWith('/admin/dashboard/')) && !path.endsWith('/login');

/** Routes that end the caller's session: a walk with a token it still needs must leave them out. */
export const endsSession = (route: DeclaredRoute) =>
  route.method === 'POST' &&
  ['/api/admin/logout', '/api/admin/account/sessions/revoke-all'].includes(route.path);
