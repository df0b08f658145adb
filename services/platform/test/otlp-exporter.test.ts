import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { FinishedSpan, OtlpExporter, startSpan, tracesUrl } from '../src/tracing';

/** The exporter against a local collector stand-in that answers as told. */
let server: Server;
let endpoint: string;
let answer: (req: IncomingMessage, res: ServerResponse) => void;
const bodies: { resourceSpans: { scopeSpans: { spans: { name: string }[] }[] }[] }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/base/v1/traces') bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies.length = 0;
  answer = (_req, res) => res.writeHead(200).end('{}');
});

function warnings() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const span = (name: string): FinishedSpan => ({
  ...startSpan(name, 'server', undefined),
  endNs: process.hrtime.bigint(),
  failed: false,
  attributes: { 'rpc.method': name, absent: undefined },
});

const names = () => bodies.flatMap((b) => b.resourceSpans[0].scopeSpans[0].spans.map((s) => s.name));

it('posts to <endpoint>/v1/traces whatever the trailing slash', () => {
  expect(tracesUrl('http://collector:4318')).toBe('http://collector:4318/v1/traces');
  expect(tracesUrl('http://collector:4318/')).toBe('http://collector:4318/v1/traces');
});

it('sends full batches at once and the rest on flush', async () => {
  const { logger, lines } = warnings();
  const exporter = new OtlpExporter({
    endpoint,
    service: 'test',
    logger,
    batchSize: 2,
    flushIntervalMs: 60_000,
  });
  exporter.add(span('a'));
  exporter.add(span('b'));
  exporter.add(span('c'));
  await exporter.shutdown();
  expect(bodies.map((b) => b.resourceSpans[0].scopeSpans[0].spans.length)).toEqual([2, 1]);
  expect(names()).toEqual(['a', 'b', 'c']);
  expect(lines).toEqual([]);
});

it('drops a batch the collector refuses, with one warning', async () => {
  answer = (_req, res) => res.writeHead(503).end();
  const { logger, lines } = warnings();
  const exporter = new OtlpExporter({ endpoint, service: 'test', logger, flushIntervalMs: 60_000 });
  exporter.add(span('refused'));
  exporter.add(span('refused too'));
  await exporter.shutdown();
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ level: 40, dropped: 2, reason: 'collector answered 503' });
});

it('gives up on a collector that does not answer within the timeout', async () => {
  answer = () => undefined;
  const { logger, lines } = warnings();
  const exporter = new OtlpExporter({
    endpoint,
    service: 'test',
    logger,
    timeoutMs: 200,
    flushIntervalMs: 60_000,
  });
  exporter.add(span('slow'));
  const started = Date.now();
  await exporter.shutdown();
  expect(Date.now() - started).toBeLessThan(2000);
  expect(lines[0]).toMatchObject({ dropped: 1, reason: 'timed out' });
});

it('keeps at most maxQueue spans waiting and drops the rest', async () => {
  const { logger, lines } = warnings();
  const exporter = new OtlpExporter({
    endpoint,
    service: 'test',
    logger,
    maxQueue: 3,
    batchSize: 100,
    flushIntervalMs: 60_000,
  });
  for (let i = 0; i < 5; i += 1) exporter.add(span(`s${i}`));
  await exporter.shutdown();
  expect(names()).toEqual(['s0', 's1', 's2']);
  expect(lines[0]).toMatchObject({ dropped: 1, reason: 'queue full' });
});
