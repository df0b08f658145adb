import 'reflect-metadata';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ADMIN_CONTROLLERS } from './admin';
import { AdminGuard } from './auth/admin.guard';
import { SHOP_CONTROLLERS } from './shop';

type ControllerClass = (typeof ADMIN_CONTROLLERS)[number] | (typeof SHOP_CONTROLLERS)[number];

const list = (v: unknown): string[] => (Array.isArray(v) ? v : [v ?? '']).map(String);

/** Every path a controller declares: its prefix joined with each handler's path. */
function pathsOf(controller: ControllerClass): string[] {
  const proto = controller.prototype as unknown as Record<string, unknown>;
  const handlers = Object.getOwnPropertyNames(proto)
    .filter((name) => name !== 'constructor' && typeof proto[name] === 'function')
    .map((name) => proto[name] as object)
    .filter((handler) => Reflect.hasMetadata(PATH_METADATA, handler));
  return list(Reflect.getMetadata(PATH_METADATA, controller)).flatMap((prefix) =>
    handlers.flatMap((handler) =>
      list(Reflect.getMetadata(PATH_METADATA, handler)).map((path) =>
        `/${[prefix, path].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/'),
      ),
    ),
  );
}

const guardsOf = (target: object): unknown[] => Reflect.getMetadata(GUARDS_METADATA, target) ?? [];

test('every admin controller is guarded on its class, not route by route', () => {
  for (const controller of ADMIN_CONTROLLERS) {
    expect({ controller: controller.name, guarded: guardsOf(controller).includes(AdminGuard) }).toEqual({
      controller: controller.name,
      guarded: true,
    });
  }
});

test('the shop serves no admin path and uses no admin guard', () => {
  for (const controller of SHOP_CONTROLLERS) {
    for (const path of pathsOf(controller)) expect(path).not.toMatch(/^\/(api\/)?admin\//);
    const proto = controller.prototype as unknown as Record<string, object>;
    const guarded = Object.getOwnPropertyNames(proto).some((name) =>
      guardsOf(proto[name]).includes(AdminGuard),
    );
    expect({ controller: controller.name, guarded }).toEqual({ controller: controller.name, guarded: false });
  }
});

test('the admin tree holds the admin paths and the design upload', () => {
  const paths = ADMIN_CONTROLLERS.flatMap(pathsOf);
  expect(paths.filter((p) => !/^\/(api\/)?admin\//.test(p))).toEqual(['/api/designs/upload']);
});
