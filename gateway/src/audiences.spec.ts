import 'reflect-metadata';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ADMIN_CONTROLLERS } from './admin';
import { AdminGuard } from './auth/admin.guard';
import { declaredHandlers } from './openapi/declared-routes';
import { SHOP_CONTROLLERS } from './shop';

type ControllerClass = (typeof ADMIN_CONTROLLERS)[number] | (typeof SHOP_CONTROLLERS)[number];

/** Every path a controller declares: its prefix joined with each handler's path. */
const pathsOf = (controller: ControllerClass): string[] =>
  declaredHandlers([controller]).flatMap((handler) => handler.templates);

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
