import { formatTraceparent, newSpanId, newTraceId, parseTraceparent } from './traceparent';
import { startSpan } from './span';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN = '00f067aa0ba902b7';
const VALID = `00-${TRACE}-${SPAN}-01`;

describe('parseTraceparent', () => {
  it('reads a version 00 header: trace id, parent span id and flags', () => {
    expect(parseTraceparent(VALID)).toEqual({ traceId: TRACE, spanId: SPAN, flags: '01' });
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-00`)).toEqual({ traceId: TRACE, spanId: SPAN, flags: '00' });
  });

  it.each([
    ['absent', undefined],
    ['not text', 42],
    ['empty', ''],
    ['another version', `01-${TRACE}-${SPAN}-01`],
    ['the forbidden version ff', `ff-${TRACE}-${SPAN}-01`],
    ['upper-case hex', `00-${TRACE.toUpperCase()}-${SPAN}-01`],
    ['an all-zero trace id', `00-${'0'.repeat(32)}-${SPAN}-01`],
    ['an all-zero span id', `00-${TRACE}-${'0'.repeat(16)}-01`],
    ['a short trace id', `00-${TRACE.slice(1)}-${SPAN}-01`],
    ['a long span id', `00-${TRACE}-${SPAN}0-01`],
    ['one-digit flags', `00-${TRACE}-${SPAN}-1`],
    ['non-hex flags', `00-${TRACE}-${SPAN}-zz`],
    ['an extra field', `${VALID}-extra`],
    ['surrounding spaces', ` ${VALID}`],
    ['a trailing newline', `${VALID}\n`],
    ['two headers joined', `${VALID}, ${VALID}`],
    ['other separators', `00_${TRACE}_${SPAN}_01`],
  ])('refuses %s', (_, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it('writes back exactly what it read', () => {
    const context = parseTraceparent(VALID);
    expect(context && formatTraceparent(context)).toBe(VALID);
  });
});

describe('new ids', () => {
  it('are lowercase hex of the W3C lengths, never zero, and do not repeat', () => {
    const traces = new Set(Array.from({ length: 2000 }, newTraceId));
    const spans = new Set(Array.from({ length: 2000 }, newSpanId));
    expect(traces.size).toBe(2000);
    expect(spans.size).toBe(2000);
    for (const id of traces) expect(id).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
    for (const id of spans) expect(id).toMatch(/^(?!0+$)[0-9a-f]{16}$/);
  });
});

describe('startSpan', () => {
  it('continues a valid incoming trace as a child of its span', () => {
    const span = startSpan('ordering.create-transaction', 'server', VALID);
    expect(span).toMatchObject({ traceId: TRACE, parentSpanId: SPAN, flags: '01' });
    expect(span.spanId).not.toBe(SPAN);
    expect(parseTraceparent(formatTraceparent(span))).toEqual({
      traceId: TRACE,
      spanId: span.spanId,
      flags: '01',
    });
  });

  it('starts a new sampled trace when the incoming header is invalid, never trusting any part of it', () => {
    const span = startSpan('x', 'server', `00-${TRACE}-${SPAN}-1`);
    expect(span.traceId).not.toBe(TRACE);
    expect(span.parentSpanId).toBeUndefined();
    expect(span.flags).toBe('01');
  });
});
