import { sampleValue } from '../../../services/platform/test/metrics-text';
import { findRepoRoot, parseCompose, readComposeSource } from '../src/compose-config';
import { startTestStack, TestStack } from '../src/test-stack';

/**
 * The gateway's heap is sized for the gateway, not for the machine: left to itself, V8 sizes the
 * young generation from the machine's memory (two semi-spaces of 64 MB each on 24 GB), fills it
 * under load and keeps it. The command compose gives the gateway (and the native runner, the
 * image and Kubernetes run) bounds it; here the built gateway, started as `npm start` starts it,
 * serves a fixed number of reads and its own metrics show the bound held.
 */

const command = parseCompose(readComposeSource(findRepoRoot(__dirname)), {}).services.gateway.command ?? [];
const flag = (name: string) => {
  const found = command.find((arg) => arg.startsWith(`${name}=`));
  return found === undefined ? undefined : Number(found.slice(name.length + 1));
};

const READS = 5_000;
const CONCURRENT = 20;
const MB = 1024 * 1024;

let stack: TestStack;
let metrics: string;

beforeAll(async () => {
  stack = await startTestStack({ services: ['gateway', 'catalogue'] });
  let sent = 0;
  const reader = async () => {
    while (sent < READS) {
      sent += 1;
      const res = await fetch(`${stack.gatewayUrl}/api/designs/all`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`a catalogue read answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, reader));
  metrics = await (await fetch(`http://127.0.0.1:${stack.specs.gateway.env.METRICS_PORT}/metrics`)).text();
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

it('starts the gateway with a bounded young and old generation', () => {
  expect(command[0]).toBe('node');
  expect(flag('--max-semi-space-size')).toBeGreaterThan(0);
  expect(flag('--max-old-space-size')).toBeGreaterThan(0);
});

it('keeps the young generation within its two semi-spaces after the reads', () => {
  const semiSpaceMb = flag('--max-semi-space-size') ?? 0;
  const young = sampleValue(metrics, 'nodejs_heap_space_size_total_bytes', { space: 'new' });
  expect(young).toBeDefined();
  expect(young! / MB).toBeLessThanOrEqual(2 * semiSpaceMb);
});
