import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProgramSpec } from '../src/compose-config';
import {
  nativeLayout,
  nativeSpecs,
  parseCompose,
  readComposeSource,
  findRepoRoot,
} from '../src/compose-config';
import {
  gatewayThroughFront,
  nativeReplicaPort,
  parseScaleArgs,
  replicasOf,
  scaleSpecs,
} from '../src/replicas';
import { startRoundRobinProxy } from '../src/round-robin-proxy';
import { startTestStack, TestStack } from '../src/test-stack';

/**
 * Replicas on one machine (`npm start -- --scale ...`, the test stack's `scale`): each with its own
 * ports and name, gateway replicas behind one front, and every replica doing its share of the work.
 */

const spec = (name: string, port: number, env: Record<string, string> = {}): ProgramSpec => ({
  name,
  command: ['node', `${name}/dist/main.js`],
  env: { HTTP_PORT: String(port), ...env },
  portVariable: 'HTTP_PORT',
  port,
  healthUrl: `http://127.0.0.1:${port}/health`,
  dependsOn: [],
});

describe('--scale', () => {
  it('reads compose-style arguments', () => {
    expect(parseScaleArgs(['--scale', 'ordering=3', '--scale=gateway=2'])).toEqual({
      ordering: 3,
      gateway: 2,
    });
    expect(parseScaleArgs([])).toEqual({});
    expect(() => parseScaleArgs(['--scale', 'ordering'])).toThrow(/<program>=<replicas>/);
    expect(() => parseScaleArgs(['--replicas', '2'])).toThrow(/Unknown argument "--replicas"/);
  });

  it('gives each replica its own name, ports and health URL; the first keeps the program name', () => {
    const specs = scaleSpecs(
      [spec('ordering', 3102), spec('gateway', 3000, { METRICS_PORT: '9464' }), spec('catalogue', 3101)],
      { ordering: 3, gateway: 2 },
      nativeReplicaPort,
    );
    expect(specs.map((s) => [s.name, s.port, s.env.HTTP_PORT, s.env.METRICS_PORT, s.healthUrl])).toEqual([
      ['ordering', 3102, '3102', undefined, 'http://127.0.0.1:3102/health'],
      ['ordering.2', 3202, '3202', undefined, 'http://127.0.0.1:3202/health'],
      ['ordering.3', 3302, '3302', undefined, 'http://127.0.0.1:3302/health'],
      ['gateway', 3000, '3000', '9464', 'http://127.0.0.1:3000/health'],
      ['gateway.2', 3100, '3100', '9564', 'http://127.0.0.1:3100/health'],
      ['catalogue', 3101, '3101', undefined, 'http://127.0.0.1:3101/health'],
    ]);
    expect(replicasOf(specs, 'ordering').map((s) => s.name)).toEqual([
      'ordering',
      'ordering.2',
      'ordering.3',
    ]);
  });

  it('refuses unknown programs, the simulator, bad counts and shared ports', () => {
    const base = [spec('ordering', 3102), spec('midtrans-sim', 3900), spec('other', 3202)];
    expect(() => scaleSpecs(base, { payments: 2 }, nativeReplicaPort)).toThrow(/no such program/);
    expect(() => scaleSpecs(base, { 'midtrans-sim': 2 }, nativeReplicaPort)).toThrow(/runs once/);
    expect(() => scaleSpecs(base, { ordering: 0 }, nativeReplicaPort)).toThrow(/between 1 and 10/);
    expect(() => scaleSpecs(base, { ordering: 2 }, nativeReplicaPort)).toThrow(/share port\(s\) 3202/);
  });

  it('lets the other programs reach a scaled gateway at the front, as compose names every replica', () => {
    const notify = { NOTIFICATION_URL: 'http://127.0.0.1:3000/api/payments/notification' };
    const base = [spec('gateway', 3000), spec('midtrans-sim', 3900, { ...notify, OTHER: '127.0.0.1:30001' })];
    const scaled = gatewayThroughFront(scaleSpecs(base, { gateway: 2 }, nativeReplicaPort), 8080);
    expect(scaled.find((s) => s.name === 'midtrans-sim')!.env).toMatchObject({
      NOTIFICATION_URL: 'http://127.0.0.1:8080/api/payments/notification',
      OTHER: '127.0.0.1:30001',
    });
    expect(scaled.find((s) => s.name === 'gateway')!.env.HTTP_PORT).toBe('3000');
    // One gateway: addresses stay as they are.
    expect(gatewayThroughFront(base, 8080)[1].env.NOTIFICATION_URL).toBe(notify.NOTIFICATION_URL);
  });

  it("natively, the issue's example fits beside every other port", () => {
    const compose = parseCompose(readComposeSource(findRepoRoot(__dirname)), {});
    const specs = scaleSpecs(
      nativeSpecs(compose, nativeLayout(true)),
      { ordering: 3, catalogue: 2, gateway: 2 },
      nativeReplicaPort,
    );
    expect(specs.map((s) => s.name).sort()).toEqual(
      [
        'catalogue',
        'catalogue.2',
        'gateway',
        'gateway.2',
        'invitations',
        'midtrans-sim',
        'notifications',
        'ordering',
        'ordering.2',
        'ordering.3',
        'proof-storage',
        'reporting',
      ].sort(),
    );
    const infrastructure = [5432, 5672, 9000, 1025, 8025, 8080];
    expect(specs.filter((s) => infrastructure.includes(s.port))).toEqual([]);
  });
});

/** One request on a connection of its own (the proxy balances connections). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the round-robin proxy', () => {
  const servers: Server[] = [];
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  async function backend(name: string): Promise<number> {
    const server = createServer((_req, res) => res.end(name));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  it('sends each connection to the next replica, skipping one that refuses', async () => {
    const a = await backend('a');
    const b = await backend('b');
    const dead = await backend('dead');
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const proxy = await startRoundRobinProxy({
      port: 0,
      backends: [a, b, dead].map((port) => ({ host: '127.0.0.1', port })),
    });
    try {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) answers.push((await get(`http://127.0.0.1:${proxy.port}/`)).body);
      expect(answers.filter((x) => x === 'a').length).toBeGreaterThanOrEqual(2);
      expect(answers.filter((x) => x === 'b').length).toBeGreaterThanOrEqual(2);
      expect(answers.every((x) => x === 'a' || x === 'b')).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});

/** The sum of a metric's counts in a Prometheus text. */
function total(metrics: string, name: string): number {
  return [...metrics.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+(?:\\.\\d+)?)$`, 'gm'))].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

describe('a test stack with two replicas of ordering and of the gateway', () => {
  jest.setTimeout(240_000);
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({
      scale: { ordering: 2, gateway: 2 },
      front: 'nginx',
      env: { PUBLIC_WRITE_RATE_LIMIT_PER_MINUTE: '0' },
    });
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
  }, 60_000);

  const metricsOf = async (name: string): Promise<string> => {
    const spec = stack.specs[name];
    const port = spec.env.METRICS_PORT ?? String(spec.port);
    return (await get(`http://127.0.0.1:${port}/metrics`)).body;
  };

  it('runs each replica on ports of its own, healthy', async () => {
    const names = ['ordering', 'ordering.2', 'gateway', 'gateway.2'];
    for (const name of names) {
      expect(stack.pid(name)).toBeDefined();
      expect((await get(stack.specs[name].healthUrl)).status).toBe(200);
    }
    expect(stack.specs['ordering.2'].env.DATABASE_URL).toBe(stack.specs.ordering.env.DATABASE_URL);
    expect(new Set(names.map((n) => stack.specs[n].port)).size).toBe(4);
    expect(stack.specs['gateway.2'].env.METRICS_PORT).not.toBe(stack.specs.gateway.env.METRICS_PORT);
  });

  it('spreads the front over both gateways, and the work over both orderings', async () => {
    const before = {
      gateway: total(await metricsOf('gateway'), 'http_request_duration_seconds_count'),
      'gateway.2': total(await metricsOf('gateway.2'), 'http_request_duration_seconds_count'),
      ordering: total(await metricsOf('ordering'), 'rpc_handler_duration_seconds_count'),
      'ordering.2': total(await metricsOf('ordering.2'), 'rpc_handler_duration_seconds_count'),
    };
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${stack.baseUrl}/api/orders/create-order-id`, { method: 'POST' });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const served = {
      gateway: total(await metricsOf('gateway'), 'http_request_duration_seconds_count') - before.gateway,
      'gateway.2':
        total(await metricsOf('gateway.2'), 'http_request_duration_seconds_count') - before['gateway.2'],
      ordering: total(await metricsOf('ordering'), 'rpc_handler_duration_seconds_count') - before.ordering,
      'ordering.2':
        total(await metricsOf('ordering.2'), 'rpc_handler_duration_seconds_count') - before['ordering.2'],
    };
    console.log(`requests and RPC calls served per replica: ${JSON.stringify(served)}`);
    for (const [name, count] of Object.entries(served))
      expect({ name, served: count > 0 }).toEqual({ name, served: true });
  });
});
