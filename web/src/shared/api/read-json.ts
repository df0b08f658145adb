/**
 * A GET of the shop's own API with the browser's fetch, for the reads the landing page shows first
 * (the hero's design and starting price): the api client's axios is 21 KB (gzip) the phone would
 * download and run before the first screen, for two reads. It answers and fails as axios does: a
 * body that is not JSON comes back as its text, and a refusal is an error with the answer's status
 * in `response.status`, which the query client's retry rule reads. The same request as the page's
 * `<link rel="preload" as="fetch" crossorigin>`, whose answer it takes.
 */
export async function readJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const url = `/api${path}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
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
}
