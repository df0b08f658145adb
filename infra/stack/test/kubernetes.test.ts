import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ComposeService,
  findRepoRoot,
  nodePrograms,
  parseCompose,
  parseEnvFile,
  portVariableOf,
  readComposeSource,
} from '../src/compose-config';
import {
  Container,
  containersOf,
  K8sObject,
  kubectlMinorVersion,
  KUSTOMIZE_ROOT,
  kustomize,
  mainContainer,
  named,
  ofKind,
  render,
  resolvedEnv,
  workingCopy,
  workloads,
} from './kustomize';
import { domainNameProblem, isShopHost, PROOF_MAX_BYTES } from '@undangan/contracts';
import { UPLOADS_AT_ONCE } from '../../../gateway/src/http/upload-slots';

/**
 * deploy/kubernetes: every overlay renders with `kubectl kustomize`, every object it renders is
 * valid against the Kubernetes API schemas (kubernetes-models), and the manifests run the same
 * programs as docker-compose.yml: the same images, commands, variable names and ports, and in the
 * dev overlay the same values.
 */

const repoRoot = findRepoRoot(__dirname);
const compose = parseCompose(readComposeSource(repoRoot), {});
const programs = Object.fromEntries(nodePrograms(compose).map((service) => [service.name, service]));

/** The programs only development runs: production reaches Midtrans itself. */
const DEVELOPMENT_ONLY = ['midtrans-sim'];
const AUTOSCALED = ['catalogue', 'gateway', 'ordering'];
/** Values the dev overlay sets differently from compose, and why. */
const DEV_DIFFERENCES: Record<string, string> = {
  // Compose trusts nginx's fixed address; in a cluster nginx has none, so the pod range is trusted.
  TRUSTED_PROXIES: '10.244.0.0/16',
  // Docker's DNS server is the compose network's; a cluster has its own.
  NGINX_RESOLVER: 'kube-dns.kube-system.svc.cluster.local',
  // In compose nginx is the edge; in a cluster the ingress controller (in the pod range) is.
  NGINX_REAL_IP_FROM: '10.244.0.0/16',
  // A development cluster shows the demo shop and the sample couple's order; compose only when asked.
  SEED_ON_EMPTY: 'true',
  SAMPLE_ORDER: 'true',
};

/** The model class of kubernetes-models for an apiVersion and kind ("apps/v1" -> kubernetes-models/apps/v1). */
function modelOf(apiVersion: string, kind: string): new (data: unknown) => { validate(): void } {
  const group = require(`kubernetes-models/${apiVersion}`) as Record<string, unknown>;
  const model = group[kind];
  if (typeof model !== 'function') throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return model as new (data: unknown) => { validate(): void };
}

/**
 * kustomize folds long base64 values of a Secret over several lines; the API server's decoder skips
 * those line breaks, the schema's "byte" format does not, so they are taken out before validating.
 */
function asSent(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\n/g, '')]));
  return { ...object, data };
}

function validate(object: K8sObject): void {
  const Model = modelOf(object.apiVersion, object.kind);
  new Model(asSent(object)).validate();
}

function portNamed(container: Container, name: string): number | undefined {
  return container.ports?.find((port) => port.name === name)?.containerPort;
}

function imageName(image: string): string {
  return image.replace(/:[^/:]+$/, '');
}

/** Which pods a NetworkPolicy selects, among the rendered workloads. */
function selectedBy(policy: K8sObject, objects: K8sObject[]): string[] {
  const selector = policy.spec.podSelector as {
    matchLabels?: Record<string, string>;
    matchExpressions?: { key: string; operator: string; values: string[] }[];
  };
  return workloads(objects)
    .filter((workload) => {
      const labels = workload.spec.template.metadata.labels as Record<string, string>;
      const labelsMatch = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
      const expressionsMatch = (selector.matchExpressions ?? []).every((e) => {
        if (e.operator !== 'In') throw new Error(`unhandled selector operator ${e.operator}`);
        return e.values.includes(labels[e.key]);
      });
      return labelsMatch && expressionsMatch;
    })
    .map((workload) => workload.metadata.name);
}

/** The host of the shop's own address in a rendered overlay (its config's PUBLIC_BASE_URL). */
function shopHostOf(objects: K8sObject[]): string {
  const config = ofKind(objects, 'ConfigMap').find((c) => c.data?.PUBLIC_BASE_URL);
  return new URL(config!.data!.PUBLIC_BASE_URL).hostname;
}

// ---------------------------------------------------------------------------------------------

const OVERLAYS = ['dev', 'production'] as const;
type Overlay = (typeof OVERLAYS)[number];

describe('deploy/kubernetes', () => {
  let dir: string;
  const rendered = {} as Record<Overlay, K8sObject[]>;

  beforeAll(() => {
    kubectlMinorVersion();
    dir = workingCopy();
    for (const overlay of OVERLAYS) rendered[overlay] = render(path.join(dir, 'overlays', overlay));
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe.each(OVERLAYS)('the %s overlay', (overlay) => {
    const objects = () => rendered[overlay];

    it('renders, and every object validates against the Kubernetes API schemas', () => {
      const failures: string[] = [];
      for (const object of objects()) {
        try {
          validate(object);
        } catch (err) {
          failures.push(`${object.kind} ${object.metadata.name}: ${(err as Error).message}`);
        }
      }
      const kinds: Record<string, number> = {};
      for (const object of objects()) kinds[object.kind] = (kinds[object.kind] ?? 0) + 1;
      console.log(
        `${overlay}: ${objects().length} objects rendered, ${objects().length - failures.length} valid ` +
          `(${Object.entries(kinds)
            .map(([kind, n]) => `${n} ${kind}`)
            .join(', ')})`,
      );
      expect(failures).toEqual([]);
      expect(objects().length).toBeGreaterThan(20);
    });

    it('puts everything in its own namespace', () => {
      const namespace = ofKind(objects(), 'Namespace')[0]?.metadata.name;
      expect(namespace).toBe(overlay === 'dev' ? 'undangan-dev' : 'undangan');
      const elsewhere = objects().filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== namespace);
      expect(elsewhere.map((o) => `${o.kind} ${o.metadata.name}`)).toEqual([]);
    });

    it('runs a Deployment and a Service per program, and the web front', () => {
      const expected = [
        ...Object.keys(programs).filter((name) => overlay === 'dev' || !DEVELOPMENT_ONLY.includes(name)),
        'web',
      ].sort();
      const names = (kind: string) =>
        ofKind(objects(), kind)
          .map((o) => o.metadata.name)
          .filter((name) => expected.includes(name))
          .sort();
      expect(
        ofKind(objects(), 'Deployment')
          .map((o) => o.metadata.name)
          .sort(),
      ).toEqual(expected);
      expect(names('Service')).toEqual(expected);
    });

    it('keeps each selector on its own pods and each Service on a named container port', () => {
      for (const workload of workloads(objects())) {
        const labels = workload.spec.template.metadata.labels as Record<string, string>;
        expect({ name: workload.metadata.name, labels }).toMatchObject({
          name: workload.metadata.name,
          labels: workload.spec.selector.matchLabels as Record<string, string>,
        });
      }
      for (const service of ofKind(objects(), 'Service')) {
        const workload = workloads(objects()).find((w) => w.metadata.name === service.metadata.name);
        expect({ service: service.metadata.name, workload: workload !== undefined }).toEqual({
          service: service.metadata.name,
          workload: true,
        });
        const portNames = containersOf(workload as K8sObject).flatMap((c) =>
          (c.ports ?? []).map((p) => p.name),
        );
        for (const port of service.spec.ports as { targetPort: string }[]) {
          expect({
            service: service.metadata.name,
            target: port.targetPort,
            found: portNames.includes(port.targetPort),
          }).toEqual({
            service: service.metadata.name,
            target: port.targetPort,
            found: true,
          });
        }
      }
    });

    it('gives every node program readiness on /health and liveness on /live at its own port, and resources', () => {
      for (const name of Object.keys(programs).filter((n) => named(objects(), 'Deployment', n))) {
        const container = mainContainer(objects(), name);
        // An outage of the database or broker makes pods unready (/health), never restarts them all.
        const live = name === 'midtrans-sim' ? '/health' : '/live';
        // The gateway's /live is on its metrics server, beside /metrics (its public port has /health).
        const livePort = name === 'gateway' ? 'metrics' : 'http';
        for (const [probe, path, port] of [
          [container.readinessProbe, '/health', 'http'],
          [container.livenessProbe, live, livePort],
        ] as const) {
          expect({ name, path: probe?.httpGet?.path, port: probe?.httpGet?.port }).toEqual({
            name,
            path,
            port,
          });
        }
      }
      for (const workload of workloads(objects())) {
        for (const container of containersOf(workload)) {
          expect({
            name: container.name,
            probes: Boolean(container.readinessProbe && container.livenessProbe),
          }).toEqual({
            name: container.name,
            probes: true,
          });
          expect({ name: container.name, cpu: container.resources?.requests?.cpu !== undefined }).toEqual({
            name: container.name,
            cpu: true,
          });
          expect({ name: container.name, memory: container.resources?.limits?.memory !== undefined }).toEqual(
            {
              name: container.name,
              memory: true,
            },
          );
        }
      }
    });

    it("runs the shop's pods without a service account token, and its programs as non-root on a read-only root", () => {
      const shop = [...Object.keys(programs), 'web'];
      for (const workload of workloads(objects()).filter((w) => shop.includes(w.metadata.name))) {
        const name = workload.metadata.name;
        const pod = workload.spec.template.spec as {
          automountServiceAccountToken?: boolean;
          securityContext?: { runAsNonRoot?: boolean };
        };
        expect({ name, token: pod.automountServiceAccountToken }).toEqual({ name, token: false });
        expect({ name, nonRoot: pod.securityContext?.runAsNonRoot }).toEqual({ name, nonRoot: true });
        const context = mainContainer(objects(), name).securityContext;
        expect({
          name,
          readOnly: context?.readOnlyRootFilesystem,
          escalation: context?.allowPrivilegeEscalation,
          drop: context?.capabilities?.drop,
        }).toEqual({ name, readOnly: true, escalation: false, drop: ['ALL'] });
      }
    });

    it("gives the gateway's /tmp room for every upload it may hold at once", () => {
      const gateway = named(objects(), 'Deployment', 'gateway')!;
      const volumes = (
        gateway.spec.template.spec as { volumes: { name: string; emptyDir?: { sizeLimit: string } }[] }
      ).volumes;
      const tmp = volumes.find((v) => v.name === 'tmp')?.emptyDir?.sizeLimit ?? '0Mi';
      expect(tmp).toMatch(/^\d+Mi$/);
      // Each upload is written to /tmp whole (one byte past the limit at most) until it is staged.
      expect(parseInt(tmp, 10) * 1024 * 1024).toBeGreaterThanOrEqual(UPLOADS_AT_ONCE * (PROOF_MAX_BYTES + 1));
    });

    it('finds every ConfigMap and Secret key a container reads', () => {
      for (const workload of workloads(objects())) {
        for (const container of containersOf(workload))
          expect(() => resolvedEnv(objects(), container)).not.toThrow();
      }
    });

    it('autoscales gateway, catalogue and ordering, and budgets disruptions for every program', () => {
      const autoscaled = ofKind(objects(), 'HorizontalPodAutoscaler').map((hpa) => {
        const target = hpa.spec.scaleTargetRef as { kind: string; name: string };
        expect(named(objects(), target.kind, target.name)).toBeDefined();
        // The autoscaler owns the count: a replicas field would reset it at every apply.
        expect(named(objects(), target.kind, target.name)?.spec.replicas).toBeUndefined();
        return target.name;
      });
      expect(autoscaled.sort()).toEqual(AUTOSCALED);
      const budgeted = ofKind(objects(), 'PodDisruptionBudget').map(
        (pdb) => (pdb.spec.selector.matchLabels as Record<string, string>)['app.kubernetes.io/name'],
      );
      expect(budgeted.sort()).toEqual([
        'catalogue',
        'gateway',
        'invitations',
        'notifications',
        'ordering',
        'proof-storage',
        'reporting',
        'web',
      ]);
    });

    it('lets only the web front be reached from outside the namespace, and the gateway only from inside', () => {
      const policies = ofKind(objects(), 'NetworkPolicy');
      const denyAll = policies.find(
        (p) => Object.keys(p.spec.podSelector as object).length === 0 && p.spec.ingress === undefined,
      );
      expect(denyAll?.spec.policyTypes).toEqual(['Ingress']);
      const fromAnywhere: string[] = [];
      const fromOtherNamespaces: string[] = [];
      for (const policy of policies) {
        for (const rule of (policy.spec.ingress ?? []) as {
          from?: Record<string, unknown>[];
          ports?: { port: unknown }[];
        }[]) {
          const pods = selectedBy(policy, objects());
          if (!rule.from || rule.from.length === 0) fromAnywhere.push(...pods);
          for (const peer of rule.from ?? []) {
            if (peer.ipBlock) fromAnywhere.push(...pods);
            if (peer.namespaceSelector) {
              expect(peer.namespaceSelector).toEqual({
                matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' },
              });
              fromOtherNamespaces.push(
                ...pods.map((pod) => `${pod}:${rule.ports?.map((p) => String(p.port)).join(',')}`),
              );
            }
          }
        }
      }
      expect(fromAnywhere).toEqual(['web']);
      // The monitoring namespace reaches /metrics only: the services' HTTP_PORT and the gateway's METRICS_PORT.
      expect(fromOtherNamespaces.sort()).toEqual([
        'catalogue:http',
        'gateway:metrics',
        'invitations:http',
        'notifications:http',
        'ordering:http',
        'proof-storage:http',
        'reporting:http',
      ]);
    });

    it('routes the Ingress to the web front', () => {
      const [ingress] = ofKind(objects(), 'Ingress');
      const backends = (
        ingress.spec.rules as { http: { paths: { backend: { service: { name: string } } }[] } }[]
      ).flatMap((rule) => rule.http.paths.map((p) => p.backend.service.name));
      expect(backends).toEqual(['web']);
    });
  });

  describe('agreement with docker-compose.yml', () => {
    const container = (overlay: Overlay, name: string) => mainContainer(rendered[overlay], name);
    const deployed = (overlay: Overlay) =>
      Object.values(programs).filter((service) => named(rendered[overlay], 'Deployment', service.name));

    it.each(OVERLAYS)(
      '%s: each program runs the command of compose, with the same variable names',
      (overlay) => {
        for (const service of [...deployed(overlay), compose.services.web]) {
          const c = container(overlay, service.name);
          expect({ name: service.name, command: c.command }).toEqual({
            name: service.name,
            command: service.command,
          });
          expect({ name: service.name, env: (c.env ?? []).map((v) => v.name).sort() }).toEqual({
            name: service.name,
            env: Object.keys(service.environment).sort(),
          });
        }
      },
    );

    it.each(OVERLAYS)('%s: each program listens on the ports compose gives it', (overlay) => {
      for (const service of deployed(overlay)) {
        const c = container(overlay, service.name);
        const env = resolvedEnv(rendered[overlay], c);
        const port = Number(service.environment[portVariableOf(service.environment)]);
        expect({ name: service.name, port: Number(env[portVariableOf(service.environment)]) }).toEqual({
          name: service.name,
          port,
        });
        expect({ name: service.name, port: portNamed(c, 'http') }).toEqual({ name: service.name, port });
        const k8sService = named(rendered[overlay], 'Service', service.name);
        const http = (k8sService?.spec.ports as { name: string; port: number }[]).find(
          (p) => p.name === 'http',
        );
        expect({ name: service.name, port: http?.port }).toEqual({ name: service.name, port });
        if (service.environment.METRICS_PORT) {
          expect(portNamed(c, 'metrics')).toBe(Number(service.environment.METRICS_PORT));
        }
      }
      expect(portNamed(container(overlay, 'web'), 'http')).toBe(compose.services.web.ports[0].target);
    });

    it.each(OVERLAYS)('%s: the node programs share one image and the web front has the other', (overlay) => {
      const images = (services: ComposeService[]) => [
        ...new Set(services.map((s) => container(overlay, s.name).image)),
      ];
      const node = images(deployed(overlay));
      const web = images([compose.services.web]);
      expect(node).toHaveLength(1);
      expect(web).toHaveLength(1);
      expect(node[0]).not.toBe(web[0]);
      if (overlay === 'dev') {
        expect(imageName(node[0])).toBe(imageName(compose.services.gateway.image as string));
        expect(imageName(web[0])).toBe(imageName(compose.services.web.image as string));
      }
    });

    it("dev: PostgreSQL, RabbitMQ, MinIO and Mailpit are compose's own images, pinned to the same release", () => {
      for (const service of ['postgres', 'rabbitmq', 'minio', 'mailpit']) {
        const workload = workloads(rendered.dev).find((w) => w.metadata.name === service);
        const image = (workload?.spec.template.spec as { containers: Container[] }).containers[0].image;
        expect({ service, image }).toEqual({ service, image: compose.services[service].image });
      }
    });

    it('dev: every program with a database or the broker may reach PostgreSQL and RabbitMQ, and no other pod may', () => {
      const policy = named(rendered.dev, 'NetworkPolicy', 'postgres-and-rabbitmq-from-programs')!;
      expect(selectedBy(policy, rendered.dev).sort()).toEqual(['postgres', 'rabbitmq']);
      const peers = (policy.spec.ingress as { from: K8sObject['spec'][] }[]).flatMap((rule) => rule.from);
      const admitted = workloads(rendered.dev)
        .map((workload) => workload.metadata.name)
        .filter((name) =>
          peers.some((peer) => selectedBy({ ...policy, spec: peer }, rendered.dev).includes(name)),
        );
      const users = deployed('dev')
        .filter((service) => service.environment.DATABASE_URL || service.environment.AMQP_URL)
        .map((service) => service.name);
      expect(admitted.sort()).toEqual(users.sort());
    });

    it("dev: every value is compose's development default but DEV_DIFFERENCES (who names the client, the demo data)", () => {
      const differences: string[] = [];
      for (const service of [...deployed('dev'), compose.services.web]) {
        const env = resolvedEnv(rendered.dev, container('dev', service.name));
        for (const [name, value] of Object.entries(service.environment)) {
          const expected = DEV_DIFFERENCES[name] ?? value;
          if (env[name] !== expected)
            differences.push(`${service.name} ${name}: ${env[name]} (compose: ${value})`);
        }
      }
      expect(differences).toEqual([]);
    });

    it('production: NODE_ENV=production, and each program its own database, named as in compose', () => {
      for (const service of deployed('production')) {
        const env = resolvedEnv(rendered.production, container('production', service.name));
        expect({ name: service.name, nodeEnv: env.NODE_ENV }).toEqual({
          name: service.name,
          nodeEnv: 'production',
        });
        if (service.environment.DATABASE_URL) {
          expect({ name: service.name, database: new URL(env.DATABASE_URL).pathname }).toEqual({
            name: service.name,
            database: new URL(service.environment.DATABASE_URL).pathname,
          });
        }
      }
    });
  });

  describe("couples' own domains (custom-domains, beside the production overlay)", () => {
    let objects: K8sObject[];
    beforeAll(() => {
      objects = render(path.join(dir, 'custom-domains'));
    });
    const production = () => rendered.production;
    const ingresses = () => ofKind(objects, 'Ingress');
    const issuer = () => ofKind(objects, 'ClusterIssuer')[0];

    it('renders Ingresses and a NetworkPolicy valid against the Kubernetes API schemas, in the shop namespace', () => {
      expect(ingresses().length).toBeGreaterThan(0);
      const namespace = ofKind(production(), 'Namespace')[0].metadata.name;
      for (const object of objects.filter((o) => o.kind !== 'ClusterIssuer')) {
        expect(() => validate(object)).not.toThrow();
        expect({ name: object.metadata.name, namespace: object.metadata.namespace }).toEqual({
          name: object.metadata.name,
          namespace,
        });
      }
    });

    it("sends each domain to the shop's web front, as the shop's own Ingress", () => {
      const [shopIngress] = ofKind(production(), 'Ingress');
      const shopBackend = shopIngress.spec.rules[0].http.paths[0].backend;
      const web = named(production(), 'Service', 'web')!;
      for (const ingress of ingresses()) {
        const paths = (
          ingress.spec.rules as { http: { paths: { path: string; backend: unknown }[] } }[]
        ).flatMap((rule) => rule.http.paths);
        expect(paths).toEqual([{ path: '/', pathType: 'Prefix', backend: shopBackend }]);
      }
      expect((web.spec.ports as { name: string }[]).map((p) => p.name)).toContain(
        shopBackend.service.port.name,
      );
    });

    it("names hosts the admin could record, never the shop's, each with its own certificate from the issuer", () => {
      const shopHost = shopHostOf(production());
      const secrets = new Set<string>();
      for (const ingress of ingresses()) {
        const hosts = (ingress.spec.rules as { host: string }[]).map((rule) => rule.host);
        for (const host of hosts) {
          expect({ host, problem: domainNameProblem(host) }).toEqual({ host, problem: null });
          expect({ host, shop: isShopHost(host, `https://${shopHost}`) }).toEqual({ host, shop: false });
        }
        const tls = ingress.spec.tls as { hosts: string[]; secretName: string }[];
        expect(tls.flatMap((t) => t.hosts)).toEqual(hosts);
        for (const { secretName } of tls) {
          expect(secrets.has(secretName)).toBe(false);
          secrets.add(secretName);
        }
        const annotations = (ingress.metadata as { annotations?: Record<string, string> }).annotations ?? {};
        expect(annotations['cert-manager.io/cluster-issuer']).toBe(issuer().metadata.name);
        expect(ingress.spec.ingressClassName).toBe(
          issuer().spec.acme.solvers[0].http01.ingress.ingressClassName,
        );
      }
    });

    it("issues by HTTP-01 through the ingress controller, whose solver pods the base's deny-all would block but for the policy", () => {
      expect(issuer().apiVersion).toBe('cert-manager.io/v1');
      expect(issuer().spec.acme.server).toMatch(/^https:\/\//);
      expect(issuer().spec.acme.solvers).toEqual([
        { http01: { ingress: { ingressClassName: expect.any(String) } } },
      ]);
      const denyAll = ofKind(production(), 'NetworkPolicy').find(
        (p) => Object.keys(p.spec.podSelector as object).length === 0 && p.spec.ingress === undefined,
      );
      expect(denyAll).toBeDefined();
      const [policy] = ofKind(objects, 'NetworkPolicy');
      expect(policy.spec.podSelector).toEqual({
        matchLabels: { 'acme.cert-manager.io/http01-solver': 'true' },
      });
      expect(policy.spec.ingress).toEqual([{ ports: [{ port: 8089, protocol: 'TCP' }] }]);
    });
  });

  describe('production secrets', () => {
    it('are never committed: secrets.env is ignored and untracked, and rendering stops without it', () => {
      const production = path.join(KUSTOMIZE_ROOT, 'overlays/production');
      expect(parseEnvFile(readFileSync(path.join(production, 'secrets.env.example'), 'utf8'))).toHaveProperty(
        'JWT_SECRET',
      );
      const ignored = spawnSync('git', ['check-ignore', '-q', path.join(production, 'secrets.env')], {
        cwd: repoRoot,
      });
      expect(ignored.status).toBe(0);
      const tracked = spawnSync(
        'git',
        ['ls-files', '--error-unmatch', path.join(production, 'secrets.env')],
        {
          cwd: repoRoot,
        },
      );
      expect(tracked.status).not.toBe(0);
      const withoutSecrets = path.join(dir, 'overlays/production');
      rmSync(path.join(withoutSecrets, 'secrets.env'));
      const result = kustomize(withoutSecrets);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('secrets.env');
    });
  });

  it('the schema check catches a broken object', () => {
    const deployment = structuredClone(named(rendered.dev, 'Deployment', 'gateway')) as K8sObject;
    deployment.spec.template.spec.containers[0].ports[0].containerPort = '3000';
    expect(() => validate(deployment)).toThrow(/containerPort must be integer/);
    delete deployment.spec.selector;
    expect(() => validate(deployment)).toThrow(/selector/);
  });
});
