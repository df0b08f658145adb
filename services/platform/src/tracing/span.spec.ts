import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { endSpan, runInSpan, startSpan, useTracer, withChildSpan } from './span';
import { formatTraceparent } from './traceparent';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = '00f067aa0ba902b7';
const ATTRIBUTES = () => ({ 'rpc.method': 'orders.create-transaction', absent: undefined });

let exporter: InMemorySpanExporter;

beforeEach(() => {
  exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  useTracer(provider.getTracer('test'));
});

afterEach(() => useTracer(undefined));

const finished = () => exporter.getFinishedSpans();

describe('export on', () => {
  it("records a server span under the caller's, with its attributes and the log line's ids", () => {
    const span = startSpan('orders.create-transaction', 'server', `00-${TRACE}-${CALLER}-01`);
    expect(endSpan(span, true, ATTRIBUTES)).toEqual(expect.any(Number));
    const [recorded] = finished();
    expect(recorded.spanContext()).toMatchObject({ traceId: TRACE, spanId: span.spanId });
    expect(recorded.parentSpanContext?.spanId).toBe(CALLER);
    expect(recorded.attributes).toEqual({ 'rpc.method': 'orders.create-transaction' });
    expect(recorded.status.code).toBe(2);
  });

  it('makes a child span of the current span, or of a stored traceparent when given', async () => {
    const span = startSpan('orders.create-transaction', 'server', undefined);
    await runInSpan(span, () => withChildSpan('catalogue.quote send', 'client', {}, async () => 'quote'));
    const stored = formatTraceparent(span);
    await withChildSpan('publish payment.created', 'producer', {}, async () => true, stored);
    endSpan(span, false);
    const byName = new Map(finished().map((s) => [s.name, s]));
    expect(byName.get('catalogue.quote send')?.parentSpanContext?.spanId).toBe(span.spanId);
    expect(byName.get('publish payment.created')?.parentSpanContext?.spanId).toBe(span.spanId);
    expect(byName.get('publish payment.created')?.spanContext().traceId).toBe(span.traceId);
  });

  it('makes no child span outside any span, and marks a failed one', async () => {
    await withChildSpan('orphan', 'client', {}, async () => undefined);
    expect(finished()).toEqual([]);
    const span = startSpan('x', 'server', undefined);
    await expect(
      runInSpan(span, () =>
        withChildSpan('refused', 'client', {}, async () => {
          throw new Error('no');
        }),
      ),
    ).rejects.toThrow('no');
    expect(finished().map((s) => [s.name, s.status.code])).toEqual([['refused', 2]]);
  });
});

describe('export off', () => {
  it('records nothing, yet gives the span ids to log and to pass on', async () => {
    useTracer(undefined);
    const span = startSpan('orders.create-transaction', 'server', `00-${TRACE}-${CALLER}-01`);
    expect(span).toMatchObject({ traceId: TRACE, parentSpanId: CALLER, flags: '01' });
    expect(span.otel.isRecording()).toBe(false);
    await runInSpan(span, () => withChildSpan('catalogue.quote send', 'client', {}, async () => undefined));
    endSpan(span, false, () => {
      throw new Error('attributes are not built with export off');
    });
    expect(finished()).toEqual([]);
  });
});
