import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  findRepoRoot,
  interpolationVariables,
  nodePrograms,
  parseCompose,
  readComposeSource,
} from '../src/compose-config';
import {
  PROMETHEUS_OWN_METRICS,
  promqlMetricNames,
  queryPanels,
  readDashboard,
  readObservabilityFile,
  readScrapeConfigs,
} from './observability';

/**
 * The `observability` profile: Prometheus scrapes what compose runs, Grafana finds its data source
 * and dashboard where compose mounts them, and nothing of it starts without the profile. The metric
 * names the dashboard asks for are checked against the running programs in observability-metrics.
 */

interface RawService {
  image?: string;
  profiles?: string[];
  ports?: string[];
  volumes?: string[];
  entrypoint?: string[];
  command?: string[];
  environment?: Record<string, string>;
}

const PROFILE = 'observability';
const repoRoot = findRepoRoot(__dirname);
const source = readComposeSource(repoRoot);
const raw = parse(source, { merge: true }) as { services: Record<string, RawService> };
const compose = parseCompose(source, {});
const profiled = Object.entries(raw.services).filter(([, service]) => service.profiles !== undefined);

/** Where a service mounts a file or folder of this repository: container path -> repository path. */
function bindMounts(service: RawService): Map<string, string> {
  const mounts = new Map<string, string>();
  for (const volume of service.volumes ?? []) {
    const [from, to] = volume.split(':');
    if (from.startsWith('./')) mounts.set(to, from.slice(2));
  }
  return mounts;
}

/** The repository file a container path of a service stands for, through its bind mounts. */
function repositoryPathOf(service: RawService, containerPath: string): string | undefined {
  for (const [to, from] of bindMounts(service)) {
    if (containerPath === to) return from;
    if (containerPath.startsWith(`${to}/`)) return path.join(from, containerPath.slice(to.length + 1));
  }
  return undefined;
}

/** Each node program's metrics port: the gateway's METRICS_PORT, every other's HTTP_PORT. */
const metricsPorts = Object.fromEntries(
  nodePrograms(compose).map((service) => {
    const env = service.environment;
    return [service.name, Number(env.METRICS_PORT ?? env.HTTP_PORT ?? env.PORT)];
  }),
);

describe('the observability profile in docker-compose.yml', () => {
  it('holds Prometheus and Grafana, and nothing else is in a profile', () => {
    expect(profiled.map(([name, service]) => [name, service.profiles])).toEqual([
      ['prometheus', [PROFILE]],
      ['grafana', [PROFILE]],
    ]);
  });

  it('pins every image of the profile to an explicit version', () => {
    for (const [name, service] of profiled) {
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/^[a-z0-9./-]+:v?\d+\.\d+\.\d+$/),
      });
    }
  });

  it('publishes its ports on the loopback address only', () => {
    for (const [name, service] of profiled) {
      for (const port of service.ports ?? []) {
        expect({ name, port }).toEqual({ name, port: expect.stringMatching(/^127\.0\.0\.1:\d+:\d+$/) });
      }
    }
  });

  it('mounts configuration that exists in the repository', () => {
    for (const [name, service] of profiled) {
      for (const from of bindMounts(service).values()) {
        expect({ name, from, exists: existsSync(path.join(repoRoot, from)) }).toEqual({
          name,
          from,
          exists: true,
        });
      }
    }
    expect(repositoryPathOf(raw.services.prometheus, '/etc/prometheus/prometheus.yml')).toBe(
      'infra/observability/prometheus.yml',
    );
  });

  it('is not started by the native runner, which starts only the programs of a plain `docker compose up`', () => {
    const programs = nodePrograms(compose).map((service) => service.name);
    for (const [name] of profiled) expect(programs).not.toContain(name);
    expect(programs.sort()).toEqual([
      'catalogue',
      'gateway',
      'invitations',
      'midtrans-sim',
      'notifications',
      'ordering',
      'proof-storage',
      'reporting',
    ]);
  });
});

describe('Prometheus', () => {
  const jobs = readScrapeConfigs(repoRoot);

  it('scrapes each service by DNS, so every replica of a scaled service is found', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) {
      expect({ job: job.job_name, static: job.static_configs }).toEqual({
        job: job.job_name,
        static: undefined,
      });
      expect(job.dns_sd_configs?.length).toBe(1);
      expect(job.dns_sd_configs?.[0].type).toBe('A');
    }
  });

  it('names, in every target, a node program of compose and its metrics port', () => {
    for (const job of jobs) {
      for (const sd of job.dns_sd_configs ?? []) {
        for (const name of sd.names) {
          expect({ job: job.job_name, name, known: name in metricsPorts }).toEqual({
            job: job.job_name,
            name,
            known: true,
          });
          expect({ name, port: sd.port }).toEqual({ name, port: metricsPorts[name] });
          // The job is the service, so the dashboard's `job` label reads as the program's name.
          expect(job.job_name).toBe(name);
        }
      }
    }
    expect(new Set(jobs.map((job) => job.job_name)).size).toBe(jobs.length);
  });

  it("never scrapes the gateway's public port", () => {
    const gateway = jobs.find((job) => job.job_name === 'gateway');
    expect(gateway?.dns_sd_configs?.[0].port).toBe(Number(compose.services.gateway.environment.METRICS_PORT));
    expect(gateway?.dns_sd_configs?.[0].port).not.toBe(Number(compose.services.gateway.environment.PORT));
  });
});

describe('Grafana', () => {
  const grafana = raw.services.grafana;
  const datasources = parse(
    readObservabilityFile(repoRoot, 'grafana/provisioning/datasources/prometheus.yml'),
  ) as {
    datasources: { uid: string; type: string; url: string }[];
  };
  const providers = parse(
    readObservabilityFile(repoRoot, 'grafana/provisioning/dashboards/undangan.yml'),
  ) as {
    providers: { options: { path: string } }[];
  };
  const dashboard = readDashboard(repoRoot);

  it('reads its provisioning from the repository', () => {
    expect(repositoryPathOf(grafana, '/etc/grafana/provisioning/datasources/prometheus.yml')).toBe(
      'infra/observability/grafana/provisioning/datasources/prometheus.yml',
    );
    for (const provider of providers.providers) {
      const folder = repositoryPathOf(grafana, provider.options.path);
      expect(folder && existsSync(path.join(repoRoot, folder, 'undangan.json'))).toBe(true);
    }
    const home = repositoryPathOf(
      grafana,
      grafana.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH ?? '',
    );
    expect(home).toBe('infra/observability/grafana/dashboards/undangan.json');
  });

  it("queries the profile's Prometheus inside the network", () => {
    expect(datasources.datasources).toHaveLength(1);
    const [prometheus] = datasources.datasources;
    expect(prometheus.type).toBe('prometheus');
    const url = new URL(prometheus.url);
    expect(url.hostname in raw.services).toBe(true);
    expect(raw.services[url.hostname].profiles).toEqual([PROFILE]);
    expect(raw.services.prometheus.ports).toContain(`127.0.0.1:${url.port}:${url.port}`);
  });

  it('has a dashboard whose every panel queries that data source', () => {
    const panels = queryPanels(dashboard);
    expect(panels.length).toBeGreaterThanOrEqual(8);
    const uid = datasources.datasources[0].uid;
    for (const panel of panels) {
      expect({ panel: panel.title, uid: panel.datasource?.uid }).toEqual({ panel: panel.title, uid });
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect({ panel: panel.title, expr: target.expr.trim().length > 0 }).toEqual({
          panel: panel.title,
          expr: true,
        });
        expect(target.datasource?.uid ?? uid).toBe(uid);
      }
    }
  });

  it('shows requests, latencies, RPC timings, outbox lag, dead letters and payments by status', () => {
    const used = new Set(
      queryPanels(dashboard).flatMap((panel) =>
        (panel.targets ?? []).flatMap((t) => promqlMetricNames(t.expr)),
      ),
    );
    for (const name of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'rpc_handler_duration_seconds_count',
      'rpc_handler_duration_seconds_bucket',
      'outbox_unpublished_events',
      'outbox_oldest_unpublished_age_seconds',
      'events_dead_lettered_total',
      'payments_by_status',
    ]) {
      expect({ name, used: used.has(name) }).toEqual({ name, used: true });
    }
  });

  it('refuses to start in production with the development password', () => {
    const defaults = interpolationVariables(source).get('GRAFANA_ADMIN_PASSWORD')?.defaults ?? [];
    expect(defaults).toHaveLength(1);
    const [development] = defaults as string[];
    expect(compose.services.grafana.environment.GF_SECURITY_ADMIN_PASSWORD).toBe(development);
    expect(grafana.entrypoint).toEqual(['/bin/sh', '-c']);
    // The script as compose hands it to the container ($$ is a literal $), Grafana's start replaced.
    const [script] = compose.services.grafana.command ?? [];
    expect(script).toContain('exec /run.sh');
    const start = (env: Record<string, string>) => {
      const result = spawnSync('/bin/sh', ['-c', script.replace('exec /run.sh', 'echo started')], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      });
      return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
    };
    const refused = start({ NODE_ENV: 'production', GF_SECURITY_ADMIN_PASSWORD: development });
    expect(refused).toEqual({ status: 1, out: '', err: expect.stringContaining('GRAFANA_ADMIN_PASSWORD') });
    expect(start({ NODE_ENV: 'production', GF_SECURITY_ADMIN_PASSWORD: 'this-place-only-9f3k' })).toEqual({
      status: 0,
      out: 'started',
      err: '',
    });
    expect(start({ NODE_ENV: 'development', GF_SECURITY_ADMIN_PASSWORD: development })).toEqual({
      status: 0,
      out: 'started',
      err: '',
    });
  });
});

describe('promqlMetricNames', () => {
  it('finds the selected metrics and skips functions, keywords, labels, strings and ranges', () => {
    expect(
      promqlMetricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(x_bucket{status=~"5..", a="up"}[$__rate_interval]))) / on(job) group_left y + 1e3 * max without (instance) (z offset 5m)',
      ).sort(),
    ).toEqual(['x_bucket', 'y', 'z']);
    expect(promqlMetricNames('sum by (job) (up)')).toEqual(['up']);
    expect(PROMETHEUS_OWN_METRICS.has('up')).toBe(true);
  });
});
