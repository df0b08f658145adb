import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readJson } from './read-json';

const answering = (status: number, body: string) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

afterEach(() => {
  jest.restoreAllMocks();
});

describe('readJson', () => {
  it('asks the shop’s API for JSON, with the caller’s signal, and gives the parsed answer', async () => {
    const fetched = answering(200, '[{"id":"a"}]');
    const signal = new AbortController().signal;
    await expect(readJson('/designs/all', signal)).resolves.toEqual([{ id: 'a' }]);
    expect(fetched).toHaveBeenCalledWith('/api/designs/all', {
      headers: { Accept: 'application/json' },
      signal,
    });
  });

  it('gives a body that is not JSON as its text, as the api client does', async () => {
    answering(200, '<!doctype html>');
    await expect(readJson('/designs/all')).resolves.toBe('<!doctype html>');
  });

  it('fails on a refusal with its status where the query client’s retry rule reads it', async () => {
    answering(503, '{"code":"unavailable"}');
    const error = await readJson('/details/data').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ response: { status: 503 }, message: 'GET /api/details/data answered 503' });
  });
});
