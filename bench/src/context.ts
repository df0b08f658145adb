import type { TestStack } from '@undangan/stack';

/** What every section of the bench gets: the running shop and how hard to push it. */
export interface BenchContext {
  stack: TestStack;
  quick: boolean;
  repoRoot: string;
  /** A scratch folder for reports (bench/tmp, ignored by git). */
  scratchDir: string;
  admin: Record<string, string>;
  log(line: string): void;
  /** Lines each program has written so far, where the bench counts them (its main stack). */
  lines?: Map<string, number>;
}

/** Counts each program's lines into `lines` (a stack's onLine). */
export const lineCounter =
  (lines: Map<string, number>) =>
  (program: string): void => {
    lines.set(program, (lines.get(program) ?? 0) + 1);
  };

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  bytes: Buffer;
}

/** One request to the shop; the body is JSON when it parses, otherwise its text. */
export async function http<T = unknown>(
  ctx: BenchContext,
  path: string,
  init: RequestInit & { json?: unknown } = {},
  base = ctx.stack.baseUrl,
): Promise<HttpAnswer<T>> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  const res = await fetch(base + path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    signal: rest.signal ?? AbortSignal.timeout(15_000),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers, bytes };
}

/** The process id of each program of the stack. */
export function programPids(ctx: BenchContext): Record<string, number | undefined> {
  return Object.fromEntries(Object.keys(ctx.stack.specs).map((name) => [name, ctx.stack.pid(name)]));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
