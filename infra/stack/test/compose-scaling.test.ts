import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parse } from 'yaml';
import { findRepoRoot, parseCompose, readComposeSource } from '../src/compose-config';
import { SCALABLE_SERVICES, scalingProblems } from '../src/compose-scaling';

/**
 * `docker compose up --scale ordering=3 --scale catalogue=2 --scale gateway=2 --scale reporting=2
 * --scale proof-storage=2` must work with no edit: no scalable service is one of a kind on the host
 * or the network, each replica has its own health check, and the one fixed address (nginx's, which
 * the gateway trusts) can never be handed to a replica.
 */

const repoRoot = findRepoRoot(__dirname);
const source = readComposeSource(repoRoot);
const DOCKER_COMPOSE = '/usr/bin/docker-compose';

/**
 * Host ports a person reaches: the shop (nginx), in development the Midtrans simulator's snap.js and
 * the mailbox of the mail catcher (Mailpit), and the observability profile's Prometheus and Grafana
 * (these three on this host's loopback address only).
 */
const PUBLISHED = {
  mailpit: [8025],
  web: [8080],
  'midtrans-sim': [3900],
  prometheus: [9090],
  grafana: [3300],
};

function ipv4(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inRange(address: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = Math.floor(ipv4(base) / size) * size;
  return ipv4(address) >= start && ipv4(address) < start + size;
}

describe('docker-compose.yml scales', () => {
  it('lets every scalable service run as several replicas', () => {
    expect(SCALABLE_SERVICES).toEqual([
      'catalogue',
      'ordering',
      'proof-storage',
      'reporting',
      'notifications',
      'invitations',
      'gateway',
    ]);
    expect(scalingProblems(parseCompose(source, {}))).toEqual([]);
  });

  it('publishes host ports only where a person must reach a thing', () => {
    const compose = parseCompose(source, {});
    const published = Object.fromEntries(
      Object.values(compose.services)
        .filter((service) => service.ports.length > 0)
        .map((service) => [service.name, service.ports.map((port) => port.published)]),
    );
    expect(published).toEqual(PUBLISHED);
  });

  it("keeps nginx's fixed address out of the range Docker hands to replicas", () => {
    const raw = parse(source) as {
      networks: { default: { ipam: { config: { subnet: string; ip_range?: string }[] } } };
    };
    const [{ subnet, ip_range: dynamic }] = raw.networks.default.ipam.config;
    const fixed = Object.values(parseCompose(source, {}).services).flatMap((s) => s.fixedAddresses);
    expect(fixed).toEqual(['10.213.57.80']);
    expect(dynamic).toBeDefined();
    expect(inRange(fixed[0], subnet)).toBe(true);
    expect(inRange(fixed[0], dynamic as string)).toBe(false);
    expect(inRange((dynamic as string).split('/')[0], subnet)).toBe(true);
  });

  it("agrees with Debian's docker-compose reading of the file", () => {
    if (!existsSync(DOCKER_COMPOSE)) {
      throw new Error(`${DOCKER_COMPOSE} is missing: install Debian's docker-compose package`);
    }
    const result = spawnSync(DOCKER_COMPOSE, ['--project-directory', repoRoot, 'config'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(0);
    expect(scalingProblems(parseCompose(result.stdout, {}))).toEqual([]);
  });

  describe('fails when a scalable service becomes one of a kind', () => {
    const ordering = "    command: ['node', 'services/ordering/dist/main.js']\n";
    const broken = (extra: string) => parseCompose(source.replace(ordering, `${ordering}${extra}`), {});

    it.each([
      ["    ports: ['3001:3001']\n", 'ordering: publishes host port 3001'],
      ["    ports: ['127.0.0.1:3102:3001']\n", 'ordering: publishes host port 3102'],
      ['    container_name: ordering\n', 'ordering: has container_name ordering'],
      [
        '    networks:\n      default:\n        ipv4_address: 10.213.57.90\n',
        'ordering: has the fixed address 10.213.57.90',
      ],
      ['    healthcheck:\n      disable: true\n', 'ordering: no health check on its own container'],
    ])('%j', (extra, problem) => {
      expect(source).toContain(ordering);
      expect(scalingProblems(broken(extra))).toEqual([problem]);
    });
  });
});
