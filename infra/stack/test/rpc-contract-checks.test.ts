import { RPC_CONTRACTS, RPC_QUEUES, ServiceName, validate, type RpcContract } from '@undangan/contracts';
import { createLogger, RpcClient } from '@undangan/platform';
import { startTestStack, type TestStack } from '../src/test-stack';

/**
 * Every pattern of the contract map, asked over RabbitMQ of the running services with payloads no
 * caller sends: each is refused with 400 and the contract's own first problem, so the service
 * checked it against the contract's schema before any handler ran (@Handles).
 */

jest.setTimeout(300_000);

const SERVICES: Record<ServiceName, string> = {
  catalogue: 'catalogue',
  ordering: 'ordering',
  proofStorage: 'proof-storage',
  reporting: 'reporting',
  notifications: 'notifications',
  invitations: 'invitations',
};

const contracts = Object.entries(RPC_CONTRACTS).flatMap(([service, map]) =>
  Object.entries(map as Record<string, RpcContract>).map(
    ([name, contract]) => [`${service}.${name}`, service as ServiceName, contract] as const,
  ),
);

/** Not an object, a list, and an object whose every field has the wrong type. */
const MALFORMED: unknown[] = ['bukan permintaan', [1, 2, 3], 42];

let stack: TestStack;
const clients = new Map<ServiceName, RpcClient>();

beforeAll(async () => {
  stack = await startTestStack({ services: Object.values(SERVICES) });
  const logger = createLogger('rpc-contract-checks', 'silent');
  for (const service of Object.keys(SERVICES) as ServiceName[])
    clients.set(service, new RpcClient(stack.env.AMQP_URL, RPC_QUEUES[service], 60_000, logger));
}, 240_000);

afterAll(async () => {
  for (const client of clients.values()) await client.close();
  await stack?.stop();
}, 60_000);

it('covers every service of the contract map', () => {
  expect(new Set(contracts.map(([, service]) => service))).toEqual(new Set(Object.keys(SERVICES)));
});

it.each(contracts)(
  '%s refuses a malformed payload with 400, in the contract’s words',
  async (_, service, contract) => {
    for (const payload of MALFORMED) {
      const expected = validate(contract.schema, payload);
      expect(expected.ok).toBe(false);
      const answer = await clients
        .get(service)!
        .call(contract.pattern, payload)
        .then(
          (value) => ({ answered: value }),
          (err: unknown) => err,
        );
      expect(answer).toEqual({
        status: 400,
        code: 'bad_request',
        message: expected.ok ? undefined : expected.message,
      });
    }
  },
);
