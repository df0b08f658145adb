import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  findRepoRoot,
  interpolate,
  interpolationVariables,
  isolate,
  nativeLayout,
  NATIVE_PORTS,
  nativeServiceEnv,
  nativeSpecs,
  nativeVars,
  nodePrograms,
  parseCompose,
  parseEnvFile,
  ProgramSpec,
  readComposeSource,
  startLayers,
} from '../src/compose-config';

describe('interpolate', () => {
  it('uses the value when set and the default when unset or empty with :-', () => {
    expect(interpolate('${A:-x}', { A: 'set' })).toBe('set');
    expect(interpolate('${A:-x}', {})).toBe('x');
    expect(interpolate('${A:-x}', { A: '' })).toBe('x');
  });

  it('keeps an empty value with - (only an unset variable takes the default)', () => {
    expect(interpolate('${A-x}', { A: '' })).toBe('');
    expect(interpolate('${A-x}', {})).toBe('x');
  });

  it('replaces $NAME and ${NAME}, leaves $$ as a literal $', () => {
    expect(interpolate('$A/${B}/$$C/$$$$', { A: 'a', B: 'b', C: 'c' })).toBe('a/b/$C/$$');
  });

  it('fails on a missing required variable', () => {
    expect(() => interpolate('${A:?must be set}', {})).toThrow('A is required: must be set');
    expect(interpolate('${A?must be set}', { A: '' })).toBe('');
  });

  it('keeps default text with colons, slashes and @', () => {
    expect(interpolate('${U:-amqp://guest:guest@rabbitmq:5672}', {})).toBe(
      'amqp://guest:guest@rabbitmq:5672',
    );
  });
});

describe('interpolationVariables', () => {
  it('lists each variable with its defaults and skips $$', () => {
    const uses = interpolationVariables('a: ${A:-1}\nb: ${A:-1}\nc: $B\nd: $$NOT\ne: ${C-}');
    expect([...uses.keys()].sort()).toEqual(['A', 'B', 'C']);
    expect(uses.get('A')?.defaults).toEqual(['1', '1']);
    expect(uses.get('B')?.defaults).toEqual([undefined]);
    expect(uses.get('C')?.defaults).toEqual(['']);
  });
});

describe('parseEnvFile', () => {
  it('reads NAME=value lines, strips quotes and trailing comments, skips comments', () => {
    const vars = parseEnvFile('# note\nA=1\nB="two words"\nexport C=3 # why\n# D=4\n\nE=');
    expect(vars).toEqual({ A: '1', B: 'two words', C: '3', E: '' });
  });
});

const SAMPLE = `
x-program: &program
  build: { context: ., target: runtime }
  image: sample:dev
x-env: &env
  AMQP_URL: \${AMQP_URL:-amqp://guest:guest@rabbitmq:5672}
services:
  postgres:
    image: postgres:16
  rabbitmq:
    image: rabbitmq:3
  store:
    image: minio/minio
    ports: ['9000:9000']
  sim:
    <<: *program
    command: ['node', 'sim/dist/main.js']
    environment:
      PORT: '3900'
      CALLBACK_URL: http://api:3000/hook
    ports: ['3900:3900']
  worker:
    <<: *program
    command: node worker/dist/main.js
    environment:
      <<: *env
      DATABASE_URL: postgres://postgres:\${PG_PASSWORD:-secret}@postgres:5432/worker
      HTTP_PORT: 3001
      STORE_URL: http://store:9000
      SIM_URL: http://sim:3900/v1?x=1
      PUBLIC_URL: http://localhost:8080
      BROWSER_SIM: http://localhost:3900/snap.js
      ELSEWHERE: https://example.org/path
    depends_on:
      postgres: { condition: service_healthy }
      sim: { condition: service_healthy }
  api:
    <<: *program
    command: ['node', 'api/dist/main.js']
    environment:
      - PORT=3000
      - AMQP_URL=amqp://rabbitmq
    depends_on: [worker]
  web:
    build: { context: ., target: web }
    environment:
      UPSTREAM: api:3000
      SNAP_JS: http://localhost:3900/snap.js
      SHOP: http://localhost:8080/
    ports: ['8080:80']
`;

const PORTS = { api: 8080, worker: 4101, sim: 4900, postgres: 5432, rabbitmq: 5672, store: 9100 };

function byName(specs: ProgramSpec[]): Record<string, ProgramSpec> {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec]));
}

describe('parseCompose', () => {
  it('applies anchors, merge keys and interpolation, and normalises every form', () => {
    const compose = parseCompose(SAMPLE, { PG_PASSWORD: 'hunter2' });
    const worker = compose.services.worker;
    expect(worker.build).toEqual({ context: '.', target: 'runtime' });
    expect(worker.command).toEqual(['node', 'worker/dist/main.js']);
    expect(worker.environment.AMQP_URL).toBe('amqp://guest:guest@rabbitmq:5672');
    expect(worker.environment.DATABASE_URL).toBe('postgres://postgres:hunter2@postgres:5432/worker');
    expect(worker.environment.HTTP_PORT).toBe('3001');
    expect(worker.dependsOn).toEqual({ postgres: 'service_healthy', sim: 'service_healthy' });
    expect(compose.services.api.environment).toEqual({ PORT: '3000', AMQP_URL: 'amqp://rabbitmq' });
    expect(compose.services.api.dependsOn).toEqual({ worker: 'service_started' });
    expect(compose.services.web.ports).toEqual([{ published: 8080, target: 80 }]);
  });

  it('rejects a boolean environment value, as Compose does', () => {
    expect(() => parseCompose('services:\n  a:\n    environment:\n      FLAG: true\n', {})).toThrow(/FLAG/);
  });
});

describe('nativeSpecs', () => {
  const specs = byName(nativeSpecs(parseCompose(SAMPLE, {}), { ports: PORTS, standIns: { web: 'api' } }));

  it('takes only the programs built from the node image, with their commands', () => {
    expect(Object.keys(specs).sort()).toEqual(['api', 'sim', 'worker']);
    expect(specs.worker.command).toEqual(['node', 'worker/dist/main.js']);
  });

  it('moves each program to its native port and health URL', () => {
    expect(specs.worker.env.HTTP_PORT).toBe('4101');
    expect(specs.worker.portVariable).toBe('HTTP_PORT');
    expect(specs.worker.healthUrl).toBe('http://127.0.0.1:4101/health');
    expect(specs.api.env.PORT).toBe('8080');
    expect(specs.api.healthUrl).toBe('http://127.0.0.1:8080/health');
  });

  it('points container host names at 127.0.0.1 with the native ports', () => {
    const env = specs.worker.env;
    expect(env.AMQP_URL).toBe('amqp://guest:guest@127.0.0.1:5672');
    expect(env.DATABASE_URL).toBe('postgres://postgres:secret@127.0.0.1:5432/worker');
    expect(env.STORE_URL).toBe('http://127.0.0.1:9100');
    expect(env.SIM_URL).toBe('http://127.0.0.1:4900/v1?x=1');
    expect(specs.sim.env.CALLBACK_URL).toBe('http://127.0.0.1:8080/hook');
    expect(specs.api.env.AMQP_URL).toBe('amqp://127.0.0.1:5672');
  });

  it('maps published host ports to the program serving them natively', () => {
    expect(specs.worker.env.PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(specs.worker.env.BROWSER_SIM).toBe('http://127.0.0.1:4900/snap.js');
  });

  it("maps each port of a service reached on two to its own native port (SMTP and a mailbox's page)", () => {
    const withMail = SAMPLE.replace(
      "    ports: ['9000:9000']\n",
      "    ports: ['9000:9000']\n  mail:\n    image: mail\n    ports: ['127.0.0.1:8025:8025']\n",
    ).replace(
      '      STORE_URL: http://store:9000\n',
      '      STORE_URL: http://store:9000\n      MAIL_URL: smtp://mail:1025\n      MAILBOX: http://localhost:8025/\n',
    );
    const mailSpecs = byName(
      nativeSpecs(parseCompose(withMail, {}), {
        ports: { ...PORTS, mail: 2025, 'mail:8025': 9025 },
        standIns: { web: 'api' },
      }),
    );
    expect(mailSpecs.worker.env.MAIL_URL).toBe('smtp://127.0.0.1:2025');
    expect(mailSpecs.worker.env.MAILBOX).toBe('http://127.0.0.1:9025/');
  });

  it('leaves addresses outside the compose network alone', () => {
    expect(specs.worker.env.ELSEWHERE).toBe('https://example.org/path');
  });

  it('keeps the dependencies among programs only', () => {
    expect(specs.worker.dependsOn).toEqual(['sim']);
    expect(specs.api.dependsOn).toEqual(['worker']);
  });

  it('refuses a URL naming a port the program does not listen on', () => {
    const wrong = SAMPLE.replace('http://api:3000/hook', 'http://api:3999/hook');
    expect(() => nativeSpecs(parseCompose(wrong, {}), { ports: PORTS, standIns: { web: 'api' } })).toThrow(
      /api listens on 3000/,
    );
  });

  it('leaves out programs in a profile, as a plain `docker compose up` does', () => {
    const withProfiled = SAMPLE.replace(
      '  web:\n',
      "  debug:\n    <<: *program\n    profiles: [tools]\n    command: ['node', 'debug/dist/main.js']\n    environment:\n      PORT: '3999'\n  web:\n",
    );
    const compose = parseCompose(withProfiled, {});
    expect(compose.services.debug.profiles).toEqual(['tools']);
    expect(compose.services.api.profiles).toEqual([]);
    expect(nodePrograms(compose).map((s) => s.name)).not.toContain('debug');
    const names = nativeSpecs(compose, { ports: PORTS, standIns: { web: 'api' } }).map((s) => s.name);
    expect(names.sort()).toEqual(['api', 'sim', 'worker']);
  });

  it('refuses a program without a native port', () => {
    const { api: _api, ...withoutApi } = PORTS;
    expect(() => nativeSpecs(parseCompose(SAMPLE, {}), { ports: withoutApi })).toThrow(/api/);
  });
});

describe('the front natively', () => {
  const compose = parseCompose(SAMPLE, {});

  it("rewrites the front's addresses like the programs' (a name:port upstream is the runner's to set)", () => {
    const env = nativeServiceEnv(compose, 'web', { ports: { ...PORTS, web: 7070 }, standIns: {} });
    expect(env).toEqual({
      UPSTREAM: 'api:3000',
      SNAP_JS: 'http://127.0.0.1:4900/snap.js',
      SHOP: 'http://127.0.0.1:7070/',
    });
  });

  it('with nginx the published shop port is the front, and the gateway moves to its container port', () => {
    const specs = byName(nativeSpecs(compose, { ports: { ...PORTS, api: 3000, web: 7070 }, standIns: {} }));
    expect(specs.worker.env.PUBLIC_URL).toBe('http://127.0.0.1:7070');
    expect(specs.sim.env.CALLBACK_URL).toBe('http://127.0.0.1:3000/hook');
  });

  it('lays out the native ports with and without the front', () => {
    expect(nativeLayout(false)).toEqual({ ports: NATIVE_PORTS, standIns: { web: 'gateway' } });
    const withFront = nativeLayout(true);
    expect(withFront.standIns).toEqual({});
    expect([withFront.ports.web, withFront.ports.gateway]).toEqual([8080, 3000]);
  });

  it('refuses a service compose does not have', () => {
    expect(() => nativeServiceEnv(compose, 'nginx')).toThrow(/No service "nginx"/);
  });

  describe("the gateway's trust in the front", () => {
    const real = parseCompose(readComposeSource(findRepoRoot(__dirname)), {});
    const gatewayEnv = (withFront: boolean, vars: Record<string, string> = {}) =>
      byName(
        nativeSpecs(parseCompose(readComposeSource(findRepoRoot(__dirname)), vars), nativeLayout(withFront)),
      ).gateway.env;

    it("compose trusts nginx's fixed address, which natively means nothing", () => {
      expect(real.services.gateway.environment.TRUSTED_PROXIES).toBe(real.services.web.fixedAddresses[0]);
    });

    it('behind the native nginx trusts loopback and binds the shop port there only', () => {
      expect(gatewayEnv(true)).toMatchObject({
        TRUSTED_PROXIES: '127.0.0.1',
        PUBLIC_LISTEN_HOST: '127.0.0.1',
      });
    });

    it('without a front trusts no proxy and answers as the shop on every address', () => {
      expect(gatewayEnv(false)).toMatchObject({ TRUSTED_PROXIES: '', PUBLIC_LISTEN_HOST: '0.0.0.0' });
    });

    it("keeps an operator's own list of proxies", () => {
      expect(gatewayEnv(true, { TRUSTED_PROXIES: '192.0.2.7' }).TRUSTED_PROXIES).toBe('192.0.2.7');
    });
  });
});

describe('startLayers', () => {
  const spec = (name: string, dependsOn: string[]): ProgramSpec => ({
    name,
    dependsOn,
    command: ['node'],
    env: {},
    portVariable: 'PORT',
    port: 1,
    healthUrl: '',
  });

  it('starts what others wait for first', () => {
    const layers = startLayers([spec('api', ['a', 'b']), spec('a', []), spec('b', ['a'])]);
    expect(layers.map((layer) => layer.map((s) => s.name))).toEqual([['a'], ['b'], ['api']]);
  });

  it('ignores dependencies outside the selection', () => {
    expect(startLayers([spec('api', ['a'])]).map((layer) => layer.map((s) => s.name))).toEqual([['api']]);
  });

  it('reports a cycle', () => {
    expect(() => startLayers([spec('a', ['b']), spec('b', ['a'])])).toThrow(/cycle/);
  });
});

describe('isolate', () => {
  it('gives each database a suffix on the test server and swaps the broker URL', () => {
    const specs = nativeSpecs(parseCompose(SAMPLE, {}), { ports: PORTS, standIns: { web: 'api' } });
    const isolated = byName(
      isolate(specs, {
        amqpUrl: 'amqp://guest:guest@127.0.0.1:5672/t_vhost',
        postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
        databaseSuffix: 'run1',
      }),
    );
    expect(isolated.worker.env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/worker_run1');
    expect(isolated.worker.env.AMQP_URL).toBe('amqp://guest:guest@127.0.0.1:5672/t_vhost');
    expect(isolated.sim.env).toEqual(byName(specs).sim.env);
  });
});

describe('internal surfaces natively', () => {
  const WITH_INTERNALS = SAMPLE.replace(
    "      PORT: '3900'\n",
    "      PORT: '3900'\n      LISTEN_HOST: 0.0.0.0\n      SIM_CONTROL_API: 'false'\n      NODE_ENV: ${NODE_ENV:-development}\n",
  ).replace('      HTTP_PORT: 3001\n', "      HTTP_PORT: 3001\n      LISTEN_HOST: '0.0.0.0'\n");
  const specsWith = (vars: Record<string, string>) =>
    byName(nativeSpecs(parseCompose(WITH_INTERNALS, vars), { ports: PORTS, standIns: { web: 'api' } }));

  it('binds every internal port to 127.0.0.1, whatever compose says', () => {
    const specs = specsWith({});
    expect(specs.sim.env.LISTEN_HOST).toBe('127.0.0.1');
    expect(specs.worker.env.LISTEN_HOST).toBe('127.0.0.1');
    expect('LISTEN_HOST' in specs.api.env).toBe(false);
  });

  it("switches the simulator's control API on for development, never for production", () => {
    expect(specsWith({}).sim.env.SIM_CONTROL_API).toBe('true');
    expect(specsWith({ NODE_ENV: 'production' }).sim.env.SIM_CONTROL_API).toBe('false');
    expect('SIM_CONTROL_API' in specsWith({}).worker.env).toBe(false);
  });
});

describe('nativeVars', () => {
  const source = 'x:\n  U: ${RABBITMQ_USER:-shop}\n  P: ${RABBITMQ_PASSWORD:-dev-pass}\n';

  it("reaches the machine's RabbitMQ as guest while the broker account keeps compose's defaults", () => {
    expect(nativeVars({}, source)).toMatchObject({ RABBITMQ_USER: 'guest', RABBITMQ_PASSWORD: 'guest' });
    expect(nativeVars({ RABBITMQ_USER: 'shop', RABBITMQ_PASSWORD: 'dev-pass' }, source)).toMatchObject({
      RABBITMQ_USER: 'guest',
      RABBITMQ_PASSWORD: 'guest',
    });
  });

  it('keeps an account someone set', () => {
    expect(nativeVars({ RABBITMQ_USER: 'me', RABBITMQ_PASSWORD: 'mine', OTHER: 'x' }, source)).toEqual({
      RABBITMQ_USER: 'me',
      RABBITMQ_PASSWORD: 'mine',
      OTHER: 'x',
    });
  });
});

describe('docker-compose.yml keeps the object store and the broker private', () => {
  const repoRoot = findRepoRoot(__dirname);
  const source = readComposeSource(repoRoot);
  const raw = parse(source, { merge: true }) as {
    services: Record<
      string,
      { ports?: unknown[]; environment?: Record<string, string>; command?: string[]; profiles?: string[] }
    >;
  };
  const compose = parseCompose(source, {});

  it('publishes no MinIO port to the host', () => {
    expect(raw.services.minio.ports ?? []).toEqual([]);
    expect(compose.services.minio.ports).toEqual([]);
    const published = Object.values(compose.services).flatMap((service) =>
      service.ports.map((port) => `${service.name}:${port.target}`),
    );
    expect(
      published.filter((port) => /^minio/.test(port) || port.endsWith(':9000') || port.endsWith(':9001')),
    ).toEqual([]);
  });

  it('publishes MinIO only with the override file, and only on loopback', () => {
    const override = parse(readFileSync(path.join(repoRoot, 'infra/minio/publish-port.yml'), 'utf8')) as {
      services: Record<string, { ports: string[] }>;
    };
    expect(Object.keys(override.services)).toEqual(['minio']);
    expect(override.services.minio.ports).toEqual(['127.0.0.1:9000:9000']);
    expect(source).toContain('infra/minio/publish-port.yml');
  });

  it('leaves both buckets private: no anonymous policy, any old one removed', () => {
    const script = (raw.services['minio-init'].command ?? []).join('\n');
    expect(script).not.toMatch(/mc (anonymous|policy) set (download|public|upload)/);
    expect(script).toContain('mc anonymous set none "local/$$S3_PROOF_BUCKET"');
    expect(script).toContain('mc anonymous set none "local/$$S3_DESIGN_BUCKET"');
  });

  it('matches what the code says: both buckets private, no policy set by proof-storage, images through the gateway', () => {
    const code = readFileSync(
      path.join(repoRoot, 'services/proof-storage/src/object-store/object-store.ts'),
      'utf8',
    );
    expect(code).toMatch(/Both are private, with no anonymous policy anywhere/);
    expect(code).toMatch(/design images reach browsers through the gateway at \/design-images\/<key>/);
    expect(code).not.toMatch(/setBucketPolicy/i);
    // The one signed address: a write of one upload, for the gateway; nothing is readable by address.
    expect([...code.matchAll(/presigned\w*/gi)].map((m) => m[0])).toEqual(['presignedPutObject']);
    const script = (raw.services['minio-init'].command ?? []).join('\n');
    const buckets = [...script.matchAll(/mc anonymous set none "local\/\$\$(S3_\w+_BUCKET)"/g)].map(
      (m) => m[1],
    );
    const codeBuckets = Object.keys(raw.services['proof-storage'].environment ?? {}).filter((n) =>
      /^S3_\w+_BUCKET$/.test(n),
    );
    expect(buckets.sort()).toEqual(codeBuckets.sort());
  });

  it('gives RabbitMQ an account of its own, not guest, and every program logs in with it', () => {
    const rabbit = compose.services.rabbitmq.environment;
    expect(rabbit.RABBITMQ_DEFAULT_USER).toBeTruthy();
    expect(rabbit.RABBITMQ_DEFAULT_USER).not.toBe('guest');
    expect(rabbit.RABBITMQ_DEFAULT_PASS).toBeTruthy();
    expect(rabbit.RABBITMQ_DEFAULT_PASS).not.toBe('guest');
    const urls = nodePrograms(compose)
      .map((service) => service.environment.AMQP_URL)
      .filter((url): url is string => url !== undefined);
    expect(urls.length).toBeGreaterThanOrEqual(5);
    for (const url of urls) {
      const parsed = new URL(url);
      expect({ user: parsed.username, password: parsed.password }).toEqual({
        user: rabbit.RABBITMQ_DEFAULT_USER,
        password: rabbit.RABBITMQ_DEFAULT_PASS,
      });
    }
    expect(JSON.stringify(raw)).not.toMatch(/guest/);
  });

  it('follows RABBITMQ_USER and RABBITMQ_PASSWORD in the broker and in every AMQP_URL', () => {
    const custom = parseCompose(source, { RABBITMQ_USER: 'shop', RABBITMQ_PASSWORD: 'p4ss' });
    expect(custom.services.rabbitmq.environment.RABBITMQ_DEFAULT_USER).toBe('shop');
    for (const service of nodePrograms(custom).filter((s) => s.environment.AMQP_URL)) {
      expect(service.environment.AMQP_URL).toBe('amqp://shop:p4ss@rabbitmq:5672');
    }
  });

  it('lets guest in from loopback only', () => {
    const conf = readFileSync(path.join(repoRoot, 'infra/rabbitmq/rabbitmq.conf'), 'utf8');
    const settings = conf.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
    expect(settings).not.toContain('loopback_users.guest = false');
    expect(settings).not.toContain('loopback_users = none');
  });

  it('binds the internal ports on all addresses only inside the network, where they must be reachable', () => {
    for (const name of [
      'catalogue',
      'ordering',
      'proof-storage',
      'reporting',
      'notifications',
      'invitations',
      'midtrans-sim',
    ]) {
      expect({ name, host: compose.services[name].environment.LISTEN_HOST }).toEqual({
        name,
        host: '0.0.0.0',
      });
      expect({ name, ports: compose.services[name].ports.length }).toEqual({
        name,
        ports: name === 'midtrans-sim' ? 1 : 0,
      });
    }
    expect(compose.services['midtrans-sim'].environment.SIM_CONTROL_API).toBe('false');
  });

  it("publishes Mailpit's mailbox on this host's loopback address only, and its SMTP port not at all", () => {
    expect(raw.services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(compose.services.mailpit.ports).toEqual([{ published: 8025, target: 8025 }]);
    expect(compose.services.notifications.environment.SMTP_URL).toBe('smtp://mailpit:1025');
  });
});
