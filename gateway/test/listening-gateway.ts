import { AddressInfo } from 'node:net';
import type { Logger } from '@undangan/platform';
import { createGateway, Gateway, GatewayOptions } from '../src/gateway';
import { GatewayConfig, loadGatewayConfig } from '../src/gateway-config';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
export const TEST_ADMIN = { username: 'admin', password: 'rahasia-admin-123' } as const;

/**
 * A gateway of the tests, on a free port of 127.0.0.1, talking to the given broker and database:
 * the first admin is TEST_ADMIN, no web build is served. `config` changes any other setting.
 */
export async function listenGateway(args: {
  amqpUrl: string;
  databaseUrl: string;
  logger: Logger;
  config?: Partial<GatewayConfig>;
  options?: GatewayOptions;
}): Promise<{ gateway: Gateway; base: string }> {
  const gateway = await createGateway(
    {
      ...loadGatewayConfig(),
      port: 0,
      amqpUrl: args.amqpUrl,
      databaseUrl: args.databaseUrl,
      jwtSecret: TEST_JWT_SECRET,
      adminUsername: TEST_ADMIN.username,
      adminPassword: TEST_ADMIN.password,
      rpcTimeoutMs: 5000,
      webDistDir: '/nonexistent',
      ...args.config,
    },
    args.logger,
    args.options,
  );
  await gateway.app.listen(0, '127.0.0.1');
  return { gateway, base: `http://127.0.0.1:${(gateway.app.getHttpServer().address() as AddressInfo).port}` };
}
