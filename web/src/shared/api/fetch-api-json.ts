export interface ReadOptions {
  signal?: AbortSignal;
  /** The API's base address; the shop's own `/api` unless said. */
  base?: string;
  /** Given up after this long, as a lost connection. */
  timeoutMs?: number;
}

/**
 * A GET of the shop's API with the browser's fetch, for the reads the first screens show (the
 * hero's design and price, the packages, the checkout's catalogue): nothing to load before they
 * are asked. It answers and fails as the api client (axios) does: a body that is not JSON comes
 * back as its text, and a refusal is an error with the answer's status in `response.status`, which
 * the query client's retry rule reads. The same request as the page's
 * `<link rel="preload" as="fetch" crossorigin>`, whose answer it takes.
 */
export async function fetchApiJson(path: string, options: ReadOptions = {}): Promise<unknown> {
  const { signal, base = '/api', timeoutMs } = options;
  const url = `${base}${path}`;
  const limit = timeoutMs === undefined ? undefined : limitedSignal(timeoutMs, signal);
  try {
    const response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: limit?.signal ?? signal,
    });
    if (!response.ok)
      throw Object.assign(new Error(`GET ${url} answered ${response.status}`), {
        response: { status: response.status },
      });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  } finally {
    limit?.done();
  }
}

/** A signal that aborts after `ms` or with `outer`, whichever comes first; `done` stops its clock. */
function limitedSignal(ms: number, outer?: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`No answer within ${ms} ms`)), ms);
  const follow = () => controller.abort(outer?.reason);
  if (outer?.aborted) follow();
  else outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}
