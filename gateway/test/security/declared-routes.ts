import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { AppModule } from '../../src/app.module';

export interface DeclaredRoute {
  method: string;
  /** The path with harmless sample values in place of its parameters. */
  path: string;
  /** The path as declared, parameters included (e.g. /api/admin/orders/:id). */
  template: string;
}

const SAMPLES: Record<string, string> = {
  id: '1',
  code: 'KODEUJI',
  orderId: 'INV-20260101-AAAAAA',
  key: '00000000-0000-0000-0000-000000000000.png',
  clientID: 'klien',
};

/**
 * Every route the gateway's controllers declare, read from their decorators, so a route added
 * later is covered without editing the tests that walk them.
 */
export function declaredRoutes(): DeclaredRoute[] {
  const module = AppModule.register({} as never);
  const routes: DeclaredRoute[] = [];
  const list = (v: unknown): string[] => (Array.isArray(v) ? v : [v ?? '']).map(String);
  for (const controller of module.controllers ?? []) {
    const prefixes = list(Reflect.getMetadata(PATH_METADATA, controller));
    const proto = (controller as { prototype: Record<string, unknown> }).prototype;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      for (const prefix of prefixes) {
        for (const path of list(Reflect.getMetadata(PATH_METADATA, handler))) {
          const template = `/${[prefix, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
          routes.push({
            method: RequestMethod[method],
            template,
            path: template.replace(/:([A-Za-z]+)/g, (_, p: string) => SAMPLES[p] ?? 'x'),
          });
        }
      }
    }
  }
  return routes;
}

export const isAdminRoute = (path: string) =>
  (path.startsWith('/api/admin/') || path.startsWith('/admin/dashboard/')) && !path.endsWith('/login');

/** Routes that end the caller's session: a walk with a token it still needs must leave them out. */
export const endsSession = (route: DeclaredRoute) =>
  route.method === 'POST' &&
  ['/api/admin/logout', '/api/admin/account/sessions/revoke-all'].includes(route.path);
