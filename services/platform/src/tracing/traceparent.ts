import { randomFillSync } from 'node:crypto';

/** The W3C trace context of one span: what a `traceparent` header carries. */
export interface TraceContext {
  /** 32 lowercase hex digits, never all zeros. */
  traceId: string;
  /** 16 lowercase hex digits, never all zeros. */
  spanId: string;
  /** Trace flags, two hex digits; bit 0 is "sampled". */
  flags: string;
}

/** The header that carries it over HTTP, in RPC message headers and in event envelopes. */
export const TRACEPARENT_HEADER = 'traceparent';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);

/**
 * Reads a `traceparent` strictly (version 00 exactly: lowercase hex, no extra fields, no
 * surrounding spaces, no all-zero ids). Anything else is undefined: the caller starts a new trace
 * rather than trust a header it cannot read.
 */
export function parseTraceparent(value: unknown): TraceContext | undefined {
  if (typeof value !== 'string' || value.length !== 55) return undefined;
  const match = TRACEPARENT.exec(value);
  if (!match || match[1] === ZERO_TRACE || match[2] === ZERO_SPAN) return undefined;
  return { traceId: match[1], spanId: match[2], flags: match[3] };
}

export function formatTraceparent(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.flags}`;
}

// Ids come from a pool of random bytes refilled in one call: a request needs two or three ids,
// and one system call per id would be most of their cost.
const pool = Buffer.alloc(4096);
let offset = pool.length;

function randomHex(bytes: number): string {
  for (;;) {
    if (offset + bytes > pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    const hex = pool.toString('hex', offset, offset + bytes);
    offset += bytes;
    // An all-zero id is invalid in W3C trace context; 2^-64 at worst, but never send one.
    if (!/^0+$/.test(hex)) return hex;
  }
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);
