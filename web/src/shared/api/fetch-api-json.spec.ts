import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fetchApiJson } from './fetch-api-json';

const answering = (status: number, body: string) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('fetchApiJson', () => {
  it('asks the shop’s API for JSON, with the caller’s signal, and gives the parsed answer', async () => {
    const fetched = answering(200, '[{"id":"a"}]');
    const signal = new AbortController().signal;
    await expect(fetchApiJson('/designs/all', { signal })).resolves.toEqual([{ id: 'a' }]);
    expect(fetched).toHaveBeenCalledWith('/api/designs/all', {
      headers: { Accept: 'application/json' },
      signal,
    });
  });

  it('gives a body that is not JSON as its text, as the api client does', async () => {
    answering(200, '<!doctype html>');
    await expect(fetchApiJson('/designs/all')).resolves.toBe('<!doctype html>');
  });

  it('fails on a refusal with its status where the query client’s retry rule reads it', async () => {
    answering(503, '{"code":"unavailable"}');
    const error = await fetchApiJson('/details/data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ response: { status: 503 }, message: 'GET /api/details/data answered 503' });
  });
});

describe('fetchApiJson with a base address and a time limit (the checkout’s catalogue reads)', () => {
  /** A fetch that answers only when its signal aborts, as a server that never answers. */
  const hanging = () =>
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  afterEach(() => {
    jest.useRealTimers();
  });

  const catalogue = { base: '/api/catalogue', timeoutMs: 10_000 };
  const readCatalogue = (path: string, signal?: AbortSignal) => fetchApiJson(path, { ...catalogue, signal });

  it('asks the given base address', async () => {
    const fetched = answering(200, '[]');
    await expect(readCatalogue('/packages')).resolves.toEqual([]);
    expect(fetched.mock.calls[0]?.[0]).toBe('/api/catalogue/packages');
  });

  it('gives up after 10 s without an answer, and not before', async () => {
    jest.useFakeTimers();
    hanging();
    const outcome = readCatalogue('/addons').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(await Promise.race([outcome, Promise.resolve('still waiting')])).toBe('still waiting');
    await jest.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ message: 'No answer within 10000 ms' });
  });

  it('stops when the caller’s signal aborts, and leaves no clock running after an answer', async () => {
    jest.useFakeTimers();
    hanging();
    const caller = new AbortController();
    const outcome = readCatalogue('/addons', caller.signal).catch((e: unknown) => e);
    caller.abort(new Error('left the page'));
    expect(await outcome).toMatchObject({ message: 'left the page' });
    expect(jest.getTimerCount()).toBe(0);
    answering(200, '[]');
    await readCatalogue('/addons');
    expect(jest.getTimerCount()).toBe(0);
  });
});
