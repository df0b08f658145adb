import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants';
import { AppModule } from '../../src/app.module';

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
    const guardsOf = (target: object): string[] =>
      ((Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as { name: string }[]).map((g) => g.name);
    for (const name of Object.getOwnPropertyNames(proto)) {
      const handler = proto[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      for (const prefix of prefixes) {
        for (const path of list(Reflect.getMetadata(PATH_METADATA, handler))) {
          const template = `/${[prefix, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/');
          const status = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
          routes.push({
            method: RequestMethod[method],
            template,
            status: status ?? (method === RequestMethod.POST ? 201 : 200),
            guards: [...guardsOf(controller), ...guardsOf(handler)],
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
