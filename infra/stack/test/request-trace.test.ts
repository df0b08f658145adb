import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CATALOGUE, EVENT_TYPES, ORDERING } from '@undangan/contracts';
import { CART, confirmationForm, PRICE, waitFor } from '../faults/fault-stack';
import { startTestStack, TestStack } from '../src/test-stack';

/**
 * One checkout followed through the running shop by its trace id: the gateway's request line and
 * each service's span line share it, each span the child of the one that caused it; the same
 * spans reach an OpenTelemetry collector (a local receiver here) over OTLP/HTTP, with the spans
 * only an exporter shows (ordering's queries, its RPC call to the catalogue, the event it
 * publishes, its call to Midtrans) under ordering's, and proof-storage's calls to the object store
 * under its own; and no request line carries a body, a query string or the customer's details.
 */
jest.setTimeout(180_000);

type Line = Record<string, unknown>;
interface OtlpSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN = 'b7ad6b7169203331';
const REQUEST_ID = 'trace-test-checkout';
const CUSTOMER = { name: 'Sekar Ayuningtyas', phone: '081377712345', email: 'sekar.trace@example.com' };
const QUERY_SECRET = 'query-secret-7f3a';
const HEADER_SECRET = 'header-secret-91bd';

let stack: TestStack;
let receiver: Server;
const received: OtlpSpan[] = [];
let receiverRequests = 0;

/** A collector stand-in on loopback: keeps every span posted to /v1/traces. */
function startReceiver(): Promise<string> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      receiverRequests += 1;
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        req.headers['content-type'] !== 'application/json'
      ) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: { spans: Omit<OtlpSpan, 'service'>[] }[];
        }[];
      };
      for (const resource of body.resourceSpans) {
        const service = resource.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans) received.push({ ...span, service: String(service) });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    receiver.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`),
    ),
  );
}

/** An exported span's attribute value as OTLP/JSON writes it (an int as a number or a string). */
function attribute(span: OtlpSpan, key: string): Record<string, unknown> | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  if (value && 'intValue' in value) return { intValue: Number(value.intValue) };
  return value;
}

const text = (value: Record<string, unknown> | undefined) =>
  typeof value?.stringValue === 'string' ? value.stringValue : undefined;

function lines(program: string): Line[] {
  return stack
    .logs(program)
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        return {};
      }
    });
}

const inTrace = (program: string, msg: string) =>
  lines(program).filter((line) => line.traceId === TRACE_ID && line.msg === msg);

/** Waits for exactly one line of `program` in the trace matching `match`, and answers it. */
const oneLine = (program: string, msg: string, match: (line: Line) => boolean) =>
  waitFor(
    `${program}'s "${msg}" line in trace ${TRACE_ID}`,
    async () => inTrace(program, msg).filter(match),
    (found) => found.length === 1,
    20_000,
  ).then((found) => found[0]);

beforeAll(async () => {
  const endpoint = await startReceiver();
  stack = await startTestStack({
    services: ['catalogue', 'ordering', 'reporting', 'proof-storage', 'midtrans-sim', 'gateway'],
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
  });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

let checkout: Response;
let orderId: string;

describe('one checkout followed by its trace id', () => {
  beforeAll(async () => {
    checkout = await fetch(`${stack.baseUrl}/api/orders/create-transaction`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-id': REQUEST_ID,
        traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-01`,
      },
      body: JSON.stringify({ cartItems: CART, customerDetails: CUSTOMER }),
    });
    const body = (await checkout.json()) as { order_id: string; gross_amount: number };
    expect({ status: checkout.status, amount: body.gross_amount }).toEqual({ status: 200, amount: PRICE });
    orderId = body.order_id;
  });

  it("links the gateway's request line to each service's span line, parent to child", async () => {
    const request = await oneLine('gateway', 'request', (l) => l.route === '/api/orders/create-transaction');
    expect(request).toMatchObject({
      requestId: REQUEST_ID,
      parentSpanId: CALLER_SPAN,
      method: 'POST',
      status: 200,
      clientIp: '127.0.0.1',
    });
    expect(request.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(request.ms).toEqual(expect.any(Number));
    expect(checkout.headers.get('traceresponse')).toBe(`00-${TRACE_ID}-${String(request.spanId)}-01`);

    const ordering = await oneLine(
      'ordering',
      'rpc handled',
      (l) => l.pattern === ORDERING.createPayment.pattern,
    );
    expect(ordering).toMatchObject({ parentSpanId: request.spanId, requestId: REQUEST_ID, outcome: 'ok' });
    const quote = await oneLine('catalogue', 'rpc handled', (l) => l.pattern === CATALOGUE.quote.pattern);
    expect(quote).toMatchObject({ parentSpanId: ordering.spanId, outcome: 'ok' });
    const consumed = await oneLine(
      'reporting',
      'event consumed',
      (l) => l.eventType === EVENT_TYPES.paymentCreated,
    );
    expect(consumed).toMatchObject({ parentSpanId: ordering.spanId, requestId: REQUEST_ID, outcome: 'ok' });

    const spanIds = [request, ordering, quote, consumed].map((l) => l.spanId);
    expect(new Set(spanIds).size).toBe(4);
    for (const line of [ordering, quote, consumed]) expect(line.ms).toEqual(expect.any(Number));
  });

  it('exports the same spans to the OTLP/HTTP endpoint, each named by its service', async () => {
    const spans = await waitFor(
      'the spans of the checkout at the collector',
      async () => received.filter((s) => s.traceId === TRACE_ID),
      // Every span this test reads: a service's first span exported may be a child (its query),
      // while the request's own span is still in the exporter's next batch.
      (found) =>
        [
          ['gateway', 'POST /api/orders/create-transaction'],
          ['ordering', ORDERING.createPayment.pattern],
          ['catalogue', CATALOGUE.quote.pattern],
          ['reporting', EVENT_TYPES.paymentCreated],
        ].every(([svc, name]) => found.some((s) => s.service === svc && s.name === name)) &&
        found.some((s) => s.name === `publish ${EVENT_TYPES.paymentCreated}`),
      20_000,
    );
    const of = (service: string, name: string) => spans.find((s) => s.service === service && s.name === name);
    const gateway = of('gateway', 'POST /api/orders/create-transaction');
    const ordering = of('ordering', ORDERING.createPayment.pattern);
    const quote = of('catalogue', CATALOGUE.quote.pattern);
    const consumed = of('reporting', EVENT_TYPES.paymentCreated);
    expect(gateway).toMatchObject({ parentSpanId: CALLER_SPAN, kind: 2 });
    expect(ordering).toMatchObject({ parentSpanId: gateway?.spanId, kind: 2 });
    expect(quote).toMatchObject({ parentSpanId: ordering?.spanId });
    expect(consumed).toMatchObject({ parentSpanId: ordering?.spanId, kind: 5 });
    expect(BigInt(gateway!.endTimeUnixNano)).toBeGreaterThanOrEqual(BigInt(gateway!.startTimeUnixNano));
    expect(attribute(gateway!, 'http.response.status_code')).toEqual({ intValue: 200 });
    // The log line and the exported span are the same span.
    const line = inTrace('gateway', 'request')[0];
    expect(gateway?.spanId).toBe(line.spanId);
  });

  it("exports ordering's queries, RPC call, event publish and Midtrans call as its span's children", async () => {
    const spans = await waitFor(
      "the spans under ordering's span at the collector",
      async () => received.filter((s) => s.traceId === TRACE_ID),
      (found) => found.some((s) => s.name === `publish ${EVENT_TYPES.paymentCreated}`),
      20_000,
    );
    const ordering = spans.find((s) => s.service === 'ordering' && s.name === ORDERING.createPayment.pattern);
    expect(ordering).toBeDefined();
    const children = spans.filter((s) => s.service === 'ordering' && s.parentSpanId === ordering!.spanId);
    // PostgreSQL (pg's instrumentation): client spans with the statement, never its values.
    const queries = children.filter(
      (s) => text(attribute(s, 'db.system.name') ?? attribute(s, 'db.system')) === 'postgresql',
    );
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.kind).toBe(3);
    const statements = queries.map((q) =>
      text(attribute(q, 'db.query.text') ?? attribute(q, 'db.statement')),
    );
    expect(statements.some((sql) => /insert into/i.test(sql ?? ''))).toBe(true);
    for (const sql of statements) expect(sql ?? '').not.toContain(CUSTOMER.phone);
    // The outbox relay's passes are its own work, not the request's, though the request kicked it.
    const traced = spans.map(
      (s) => text(attribute(s, 'db.query.text') ?? attribute(s, 'db.statement')) ?? '',
    );
    expect(traced.filter((sql) => /\bfrom outbox\b/i.test(sql))).toEqual([]);
    // The RPC call to the catalogue: a client span beside catalogue's server span.
    expect(children).toContainEqual(
      expect.objectContaining({ name: `${CATALOGUE.quote.pattern} send`, kind: 3 }),
    );
    // The event, published by the outbox relay after the answer, still in the request's trace.
    const publish = children.find((s) => s.name === `publish ${EVENT_TYPES.paymentCreated}`);
    expect(publish).toMatchObject({ kind: 4 });
    expect(text(attribute(publish!, 'messaging.destination.name'))).toBe('undangan.events');
    // Midtrans (the simulator) through midtrans-client's axios: an outgoing HTTP client span.
    const midtrans = children.filter(
      (s) =>
        s.kind === 3 && text(attribute(s, 'http.request.method') ?? attribute(s, 'http.method')) === 'POST',
    );
    expect(midtrans.map((s) => text(attribute(s, 'url.full') ?? attribute(s, 'http.url')))).toContainEqual(
      expect.stringMatching(/\/snap\/v1\/transactions$/),
    );
  });

  it("exports proof-storage's calls to the object store under its RPC spans", async () => {
    const trace = 'c1a0b2d3e4f5a6b7c8d9e0f1a2b3c4d5';
    const issued = await fetch(`${stack.baseUrl}/api/orders/create-order-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { orderId: manualOrder, orderSecret } = (await issued.json()) as {
      orderId: string;
      orderSecret: string;
    };
    const confirmed = await fetch(`${stack.baseUrl}/api/payments/confirm`, {
      method: 'POST',
      headers: { traceparent: `00-${trace}-${CALLER_SPAN}-01`, 'x-request-id': 'trace-test-proof' },
      body: confirmationForm({ orderId: manualOrder, orderSecret }, CART, CUSTOMER, {
        paymentType: 'Manual',
      }),
    });
    expect(confirmed.status).toBe(200);
    await confirmed.arrayBuffer();
    const isStoreCall = (s: OtlpSpan) =>
      s.service === 'proof-storage' && s.kind === 3 && attribute(s, 'http.request.method') !== undefined;
    const spans = await waitFor(
      "proof-storage's spans of the manual confirmation at the collector",
      async () => received.filter((s) => s.traceId === trace),
      (found) => found.some(isStoreCall),
      20_000,
    );
    const handlers = new Map(
      spans.filter((s) => s.service === 'proof-storage' && s.kind === 2).map((s) => [s.spanId, s]),
    );
    const calls = spans.filter(isStoreCall);
    expect(calls.length).toBeGreaterThan(0);
    // Each call to the store is made while one of proof-storage's RPC handlers runs, as its child.
    for (const call of calls) expect(handlers.has(String(call.parentSpanId))).toBe(true);
  });

  it('carries the span of a request without a body into its RPC calls', async () => {
    // A GET runs in its span's context throughout; only a request with a body re-enters it.
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${stack.baseUrl}/api/transactions/pending-transactions?order_id=${orderId}`, {
      headers: { traceparent: `00-${trace}-${CALLER_SPAN}-01`, 'x-request-id': 'trace-test-get' },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const request = await waitFor(
      'the request line of the GET',
      async () => lines('gateway').find((l) => l.requestId === 'trace-test-get'),
      (found) => found !== undefined,
    );
    const handled = await waitFor(
      "ordering's line for the GET's RPC call",
      async () => lines('ordering').filter((l) => l.traceId === trace && l.msg === 'rpc handled'),
      (found) => found.length === 1,
    );
    expect(request).toMatchObject({ traceId: trace, parentSpanId: CALLER_SPAN, method: 'GET' });
    expect(handled[0]).toMatchObject({
      pattern: ORDERING.pendingPayments.pattern,
      parentSpanId: request?.spanId,
      requestId: 'trace-test-get',
    });
  });

  it('starts a new trace for an invalid traceparent instead of trusting it', async () => {
    const res = await fetch(`${stack.baseUrl}/api/payment-config`, {
      headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN}-1`, 'x-request-id': 'trace-test-invalid' },
    });
    await res.arrayBuffer();
    const line = await waitFor(
      'the request line of the invalid traceparent',
      async () => lines('gateway').find((l) => l.requestId === 'trace-test-invalid'),
      (found) => found !== undefined,
    );
    expect(line?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(line?.traceId).not.toBe(TRACE_ID);
    expect(line).not.toHaveProperty('parentSpanId');
    expect(res.headers.get('traceresponse')).toBe(`00-${String(line?.traceId)}-${String(line?.spanId)}-01`);
  });

  it('writes no body, query string, header or customer detail into a request line', async () => {
    const pending = await fetch(
      `${stack.baseUrl}/api/transactions/pending-transactions?order_id=${orderId}&note=${QUERY_SECRET}`,
      { headers: { authorization: `Bearer ${HEADER_SECRET}`, 'x-request-id': 'trace-test-query' } },
    );
    await pending.arrayBuffer();
    const refused = await fetch(`${stack.baseUrl}/api/orders/create-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-test-refused' },
      body: JSON.stringify({ cartItems: [], customerDetails: CUSTOMER }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('traceresponse')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    await refused.arrayBuffer();
    const requests = await waitFor(
      'the request lines of the three requests',
      async () => lines('gateway').filter((l) => l.msg === 'request'),
      (found) =>
        ['trace-test-query', 'trace-test-refused', REQUEST_ID].every((id) =>
          found.some((l) => l.requestId === id),
        ),
    );
    // pino's own fields (name is the program's), then the request line's.
    const allowed = ['level', 'time', 'service', 'name', 'msg'].concat([
      'requestId',
      'traceId',
      'spanId',
      'parentSpanId',
      'method',
      'route',
      'status',
      'ms',
      'clientIp',
      'orderId',
    ]);
    const forbidden = [
      CUSTOMER.name,
      CUSTOMER.phone,
      CUSTOMER.email,
      QUERY_SECRET,
      HEADER_SECRET,
      'cartItems',
      '?',
    ];
    for (const line of requests) {
      expect(Object.keys(line).filter((key) => !allowed.includes(key))).toEqual([]);
      const text = JSON.stringify(line);
      for (const word of forbidden)
        expect({ line: text, has: text.includes(word) }).toEqual({ line: text, has: false });
    }
    const query = requests.find((l) => l.requestId === 'trace-test-query');
    expect(query).toMatchObject({ route: '/api/transactions/pending-transactions', status: 200 });
    // The customer's details travel in the payload only: no span line of the checkout names them.
    for (const program of ['gateway', 'ordering', 'catalogue', 'reporting']) {
      for (const line of lines(program).filter((l) => l.traceId === TRACE_ID)) {
        const text = JSON.stringify(line);
        for (const word of [CUSTOMER.name, CUSTOMER.phone, CUSTOMER.email]) expect(text).not.toContain(word);
      }
    }
    expect(receiverRequests).toBeGreaterThan(0);
  });
});
