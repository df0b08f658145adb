import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_COUPLE, SAMPLE_ORDER_ID } from '@undangan/contracts';
import { parse } from 'yaml';
import {
  findRepoRoot,
  FRONT_SERVICE,
  interpolationVariables,
  isolate,
  MAIL_CATCHER_SERVICE,
  nativeLayout,
  NATIVE_PORTS,
  nativeServiceEnv,
  NATIVE_START_ENV,
  nativeSpecs,
  nodeScript,
  parseCompose,
  parseEnvFile,
  ProgramSpec,
} from '../src/compose-config';
import { MAIL_CATCHER_HTTP_PORT, MAIL_CATCHER_SMTP_PORT } from '../src/mail-catcher';
import { NATIVE_GATEWAY_UPSTREAM, NGINX_TEMPLATE, templateVariables } from '../src/nginx-front';

/**
 * docker-compose.yml and the native runner must describe the same system: the same programs, the
 * same commands, the same variable names, and one documented list of variables (.env.example).
 * Compose is read here with the YAML library alone, not through the code under test.
 */

interface RawService {
  build?: { target?: string };
  ports?: string[];
  image?: string;
  command?: string[];
  environment?: Record<string, unknown>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  profiles?: string[];
}

const repoRoot = findRepoRoot(__dirname);
const composeSource = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
const raw = parse(composeSource, { merge: true }) as { services: Record<string, RawService> };
const rawPrograms = Object.entries(raw.services).filter(([, s]) => s.build?.target === 'runtime');
const builtHere = Object.entries(raw.services).filter(([, s]) => s.build !== undefined);
const envExample = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
const settable = parseEnvFile(envExample);
const fixedDocumented = [...envExample.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
const variables = interpolationVariables(composeSource);

/**
 * The variables the programs' own code reads (`X: envVar.<kind>(...)` in a program's configuration
 * schema, and any process.env.X) and the web build's
 * (import.meta.env.VITE_X, fixed at build time), so one read in code and set nowhere cannot go
 * unnoticed. The test helpers' own are left out.
 */
function readBySource(): string[] {
  const names = new Set<string>();
  const roots = [
    'gateway/src',
    'infra/midtrans-sim/src',
    'web/src',
    ...readdirSync(path.join(repoRoot, 'services')).map((s) => `services/${s}/src`),
  ];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$|testing\.ts$/.test(entry.name)) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(
          /(?:process|import\.meta)\.env\.([A-Z][A-Z0-9_]*)|\b([A-Z][A-Z0-9_]*):\s*envVar\./g,
        ))
          names.add(m[1] ?? m[2]);
      }
    }
  };
  for (const dir of roots) if (existsSync(path.join(repoRoot, dir))) visit(path.join(repoRoot, dir));
  return [...names];
}

const EXPECTED_PROGRAMS = [
  'catalogue',
  'gateway',
  'invitations',
  'midtrans-sim',
  'notifications',
  'ordering',
  'proof-storage',
  'reporting',
];

/**
 * Containers that do not run natively, and what answers in their place: the machine's own
 * PostgreSQL and RabbitMQ, s3rver for MinIO (unless a MinIO answers), Mailpit or the runner's mail
 * catcher for Mailpit, the gateway for nginx (when nginx is not installed).
 */
const NOT_NATIVE = ['postgres', 'rabbitmq', 'minio', 'minio-init', MAIL_CATCHER_SERVICE, 'web'];

function byName(specs: ProgramSpec[]): Record<string, ProgramSpec> {
  return Object.fromEntries(specs.map((spec) => [spec.name, spec]));
}

// As `npm start` builds them (native-start.ts), with its development variables.
const native = byName(nativeSpecs(parseCompose(composeSource, {}), { developmentEnv: NATIVE_START_ENV }));
// The harness builds its specs the same way, on other ports, with isolated broker and databases and
// the test stack's development variables.
const harness = byName(
  isolate(
    nativeSpecs(parseCompose(composeSource, {}), {
      ports: {
        ...NATIVE_PORTS,
        ...Object.fromEntries(EXPECTED_PROGRAMS.map((name, i) => [name, 40000 + i])),
      },
    }),
    {
      amqpUrl: 'amqp://guest:guest@127.0.0.1:5672/t',
      postgresUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      databaseSuffix: 'x',
    },
  ),
);

describe('compose and the native runner agree', () => {
  it('compose runs exactly the eight node programs from the one node image', () => {
    expect(rawPrograms.map(([name]) => name).sort()).toEqual(EXPECTED_PROGRAMS);
    expect(new Set(rawPrograms.map(([, s]) => s.image)).size).toBe(1);
  });

  it.each([
    ['native runner', native],
    ['test harness', harness],
  ])('the %s starts the same programs', (_label, specs) => {
    expect(Object.keys(specs).sort()).toEqual(EXPECTED_PROGRAMS);
  });

  it.each(EXPECTED_PROGRAMS)(
    '%s has the same command and variable names natively and in the harness',
    (name) => {
      const service = raw.services[name];
      expect(native[name].command).toEqual(service.command);
      expect(harness[name].command).toEqual(service.command);
      const names = Object.keys(service.environment ?? {}).sort();
      expect(Object.keys(native[name].env).sort()).toEqual(names);
      expect(Object.keys(harness[name].env).sort()).toEqual(names);
    },
  );

  it('every command runs a built entry point of a workspace', () => {
    const workspaces = (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    for (const [name, service] of rawPrograms) {
      const [node] = service.command ?? [];
      expect({ name, node }).toEqual({ name, node: 'node' });
      const match = /^(.+)\/dist\/main\.js$/.exec(nodeScript(service.command) ?? '');
      expect(match && workspaces.includes(match[1])).toBe(true);
    }
  });

  it('natively no variable still names a container', () => {
    const containers = Object.keys(raw.services);
    const offending: string[] = [];
    for (const spec of Object.values(native)) {
      for (const [variable, value] of Object.entries(spec.env)) {
        for (const m of value.matchAll(/[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#\s]*@)?([A-Za-z0-9.-]+)/gi)) {
          if (containers.includes(m[1])) offending.push(`${spec.name}: ${variable}=${value}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('uses the native ports of DESIGN.md: the shop on 8080, services on 3101-3106, the simulator on 3900', () => {
    expect(native.gateway.env.PORT).toBe('8080');
    expect(native.gateway.healthUrl).toBe('http://127.0.0.1:8080/health');
    expect(native.catalogue.env.HTTP_PORT).toBe('3101');
    expect(native.ordering.env.HTTP_PORT).toBe('3102');
    expect(native['proof-storage'].env.HTTP_PORT).toBe('3103');
    expect(native.reporting.env.HTTP_PORT).toBe('3104');
    expect(native.notifications.env.HTTP_PORT).toBe('3105');
    expect(native.invitations.env.HTTP_PORT).toBe('3106');
    expect(native['midtrans-sim'].env.PORT).toBe('3900');
    expect(native.ordering.env.MIDTRANS_API_URL).toBe('http://127.0.0.1:3900');
    expect(native['midtrans-sim'].env.NOTIFICATION_URL).toBe(
      'http://127.0.0.1:8080/api/payments/notification',
    );
    expect(native['proof-storage'].env.S3_ENDPOINT).toBe('http://127.0.0.1:9000');
    expect(native.notifications.env.SMTP_URL).toBe(`smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`);
    expect(native.notifications.env.PUBLIC_BASE_URL).toBe(native.ordering.env.PUBLIC_BASE_URL);
  });

  it('natively the programs with development data load it into an empty database, as compose does when asked', () => {
    const seeding = Object.keys(native).filter((name) => 'SEED_ON_EMPTY' in native[name].env);
    expect(seeding.sort()).toEqual(['catalogue', 'invitations', 'ordering']);
    for (const name of seeding) {
      expect({ name, native: native[name].env.SEED_ON_EMPTY }).toEqual({ name, native: 'true' });
      expect({ name, compose: raw.services[name].environment?.SEED_ON_EMPTY }).toEqual({
        name,
        compose: '${SEED_ON_EMPTY:-false}',
      });
    }
  });

  it("only the native runner writes the sample couple's order: the harness leaves it off, compose does when asked", () => {
    const writing = Object.keys(native).filter((name) => 'SAMPLE_ORDER' in native[name].env);
    expect(writing).toEqual(['ordering']);
    expect(native.ordering.env.SAMPLE_ORDER).toBe('true');
    expect(harness.ordering.env.SAMPLE_ORDER).toBe('false');
    expect(raw.services.ordering.environment?.SAMPLE_ORDER).toBe('${SAMPLE_ORDER:-false}');
    // What a newcomer signs in with, as .env.example and the README name it.
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const doc of [envExample, readme])
      expect(doc).toEqual(expect.stringContaining(`${SAMPLE_ORDER_ID}\`, email \`${SAMPLE_COUPLE.email}`));
  });

  it('every other container is infrastructure or has a stand-in natively, on the ports compose gives it', () => {
    const programs = new Set(Object.keys(native));
    const others = Object.entries(raw.services)
      .filter(([name, service]) => !programs.has(name) && service.profiles === undefined)
      .map(([name]) => name)
      .sort();
    expect(others).toEqual([...NOT_NATIVE].sort());
    // MinIO's S3 port and Mailpit's SMTP port are what the programs reach; Mailpit's published
    // mailbox stays where a person finds it in compose.
    expect(NATIVE_PORTS.minio).toBe(9000);
    expect(NATIVE_PORTS[MAIL_CATCHER_SERVICE]).toBe(MAIL_CATCHER_SMTP_PORT);
    expect(raw.services[MAIL_CATCHER_SERVICE].ports).toEqual([
      `127.0.0.1:${MAIL_CATCHER_HTTP_PORT}:${MAIL_CATCHER_HTTP_PORT}`,
    ]);
    expect(NATIVE_PORTS[`${MAIL_CATCHER_SERVICE}:${MAIL_CATCHER_HTTP_PORT}`]).toBe(MAIL_CATCHER_HTTP_PORT);
    expect(raw.services.notifications.environment?.SMTP_URL).toBe(
      `\${SMTP_URL:-smtp://${MAIL_CATCHER_SERVICE}:${MAIL_CATCHER_SMTP_PORT}}`,
    );
  });
});

describe('one documented list of variables', () => {
  it('every variable compose interpolates is settable in .env.example, and nothing else is', () => {
    expect(Object.keys(settable).sort()).toEqual([...variables.keys()].sort());
  });

  it('every variable a program of this repository reads is documented, and every documented one is used', () => {
    const read = new Set([...variables.keys(), ...readBySource()]);
    for (const [, service] of builtHere)
      for (const name of Object.keys(service.environment ?? {})) read.add(name);
    const documented = new Set([...Object.keys(settable), ...fixedDocumented]);
    expect([...documented].sort()).toEqual([...read].sort());
  });

  it('each variable has one default in compose, and .env.example gives that same value', () => {
    for (const use of variables.values()) {
      const defaults = new Set(use.defaults);
      expect({ name: use.name, defaults: [...defaults] }).toEqual({
        name: use.name,
        defaults: [settable[use.name]],
      });
    }
  });
});

describe('compose wiring', () => {
  const healthy = (service: RawService, name: string) => service.depends_on?.[name]?.condition;

  it('every node program has a health check run by node on its own port', () => {
    for (const [name, service] of rawPrograms) {
      expect({ name, test: service.healthcheck?.test.slice(0, 2) }).toEqual({ name, test: ['CMD', 'node'] });
      expect(service.healthcheck?.test.join(' ')).toContain('/health');
    }
  });

  it('programs with a database wait for a healthy PostgreSQL and RabbitMQ', () => {
    for (const [name, service] of rawPrograms) {
      if (!service.environment?.DATABASE_URL) continue;
      expect({
        name,
        postgres: healthy(service, 'postgres'),
        rabbitmq: healthy(service, 'rabbitmq'),
      }).toEqual({
        name,
        postgres: 'service_healthy',
        rabbitmq: 'service_healthy',
      });
    }
  });

  it('proof-storage waits for the buckets, notifications for Mailpit, the gateway for the services, the web for the gateway', () => {
    expect(healthy(raw.services['proof-storage'], 'minio-init')).toBe('service_completed_successfully');
    expect(healthy(raw.services.notifications, MAIL_CATCHER_SERVICE)).toBe('service_healthy');
    expect(raw.services[MAIL_CATCHER_SERVICE].healthcheck?.test).toEqual(['CMD', '/mailpit', 'readyz']);
    for (const name of ['catalogue', 'ordering', 'proof-storage', 'reporting']) {
      expect(healthy(raw.services.gateway, name)).toBe('service_healthy');
    }
    // Orders are taken while email is down, and the shop opens while guests' pages cannot be
    // drawn: the gateway asks neither notifications nor invitations anything to start.
    expect(healthy(raw.services.gateway, 'notifications')).toBeUndefined();
    expect(healthy(raw.services.gateway, 'invitations')).toBeUndefined();
    expect(healthy(raw.services.web, 'gateway')).toBe('service_healthy');
  });

  it('the Dockerfile installs every workspace from its manifest', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const workspaces = (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
    ).workspaces;
    for (const workspace of workspaces) {
      expect(dockerfile).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
    expect(existsSync(path.join(repoRoot, 'infra/nginx/default.conf.template'))).toBe(true);
  });

  it('the public address (nginx) never passes /metrics on to the gateway', () => {
    const nginx = readFileSync(path.join(repoRoot, 'infra/nginx/default.conf.template'), 'utf8');
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
  });

  it('the PostgreSQL container creates every database a program uses', () => {
    const initSql = readFileSync(path.join(repoRoot, 'infra/postgres/init.sql'), 'utf8');
    const created = [...initSql.matchAll(/^CREATE DATABASE (\w+);/gm)].map((m) => m[1]).sort();
    const used = Object.values(parseCompose(composeSource, {}).services)
      .map((service) => service.environment.DATABASE_URL)
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url).pathname.slice(1))
      .sort();
    expect(created).toEqual(used);
  });
});

describe('the front (nginx) in compose and natively', () => {
  const template = readFileSync(path.join(repoRoot, NGINX_TEMPLATE), 'utf8');
  const web = raw.services[FRONT_SERVICE];
  const compose = parseCompose(composeSource, {});
  const layout = nativeLayout(true);
  const behindFront = byName(nativeSpecs(compose, layout));
  const frontEnv = nativeServiceEnv(compose, FRONT_SERVICE, layout);

  it('the web service sets exactly the variables the template needs', () => {
    expect(Object.keys(web.environment ?? {}).sort()).toEqual(templateVariables(template));
  });

  it('the front names the same snap.js as the gateway, in compose and natively', () => {
    expect(web.environment?.MIDTRANS_SNAP_JS_URL).toBe(
      raw.services.gateway.environment?.MIDTRANS_SNAP_JS_URL,
    );
    expect(frontEnv.MIDTRANS_SNAP_JS_URL).toBe(behindFront.gateway.env.MIDTRANS_SNAP_JS_URL);
    expect(frontEnv.MIDTRANS_SNAP_JS_URL).toBe('http://127.0.0.1:3900/snap/snap.js');
  });

  it("compose publishes 8080 to nginx's NGINX_LISTEN, and nginx passes to the gateway's PORT by its service name", () => {
    expect(web.ports).toEqual([`8080:${web.environment?.NGINX_LISTEN}`]);
    expect(web.environment?.GATEWAY_UPSTREAM).toBe(`gateway:${raw.services.gateway.environment?.PORT}`);
    // A name resolved per request (Docker's DNS), so a scaled gateway's replicas are all reached.
    expect(web.environment?.NGINX_RESOLVER).toBe('127.0.0.11');
    expect(template).toMatch(/resolver \$\{NGINX_RESOLVER\}/);
    expect(template).toMatch(/set \$gateway_upstream \$\{GATEWAY_UPSTREAM\};/);
    // Every pass to the gateway goes through the variable, so every one of them is resolved per request.
    const passes = [...template.matchAll(/^\s*proxy_pass\s+(.+);$/gm)].map((m) => m[1]);
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(passes)).toEqual(new Set(['http://$gateway_upstream']));
    expect(NATIVE_GATEWAY_UPSTREAM).toMatch(/^[a-z_]+$/);
  });

  it('natively with nginx: nginx on 8080, the gateway on its container port, the shop addresses on nginx', () => {
    expect(layout.ports[FRONT_SERVICE]).toBe(8080);
    expect(behindFront.gateway.env.PORT).toBe(raw.services.gateway.environment?.PORT);
    expect(behindFront.ordering.env.PUBLIC_BASE_URL).toBe('http://127.0.0.1:8080');
    expect(behindFront['midtrans-sim'].env.NOTIFICATION_URL).toBe(
      'http://127.0.0.1:3000/api/payments/notification',
    );
    // Without nginx the gateway answers on 8080 itself, as before.
    expect(native.ordering.env.PUBLIC_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  it('the web image serves the web build from WEB_ROOT with the generated includes beside nginx.conf', () => {
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`COPY --from=build /app/web/dist ${web.environment?.WEB_ROOT}`);
    expect(dockerfile).toContain('node infra/stack/dist/write-front-includes.js /app/nginx-conf');
    expect(dockerfile).toContain('COPY --from=build /app/nginx-conf/front /etc/nginx/front');
    expect(dockerfile).toContain(`COPY ${NGINX_TEMPLATE} /etc/nginx/templates/default.conf.template`);
  });
});
