import { startBareServer } from '../bare-server';
import { BenchContext, http, programPids, sleep } from '../context';
import { cpuPerRequest, cpuSnapshot, LOAD_GENERATOR } from '../cpu';
import { Dose, doseText, percentiles, round, runInterleaved, runLoad } from '../load';
import type { Budget, CatalogueReadData, LoadResult } from '../results';

const ROUTES = ['/api/designs/all', '/api/details/data'];
export const READ_CONNECTIONS = 50;
/** The shop and the bare server take turns this many times, so both meet the same background load. */
const ROUNDS = 5;
/** Response headers the bare server must not copy: they are per connection or per response. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
/** The longest an admin's saved change may stay unseen by a visitor (docs/ARCHITECTURE.md, "The catalogue cache"). */
export const FRESHNESS_BOUND_MS = 1000;
/** The add-on the freshness probe changes: created for it, removed after it. */
const PROBE_ADDON_ID = 990_001;
/** How often the probe reads while it waits for a change to show. */
const PROBE_READ_EVERY_MS = 10;

/**
 * Catalogue reads through the shop's whole path (nginx and its cache, the gateway and its cache,
 * and behind them RabbitMQ, catalogue and PostgreSQL), against a bare node:http server answering
 * the same bytes straight to the load generator, the two in turns; then how soon an admin's change
 * reaches the readers.
 */
export async function measureCatalogueRead(
  ctx: BenchContext,
): Promise<{ data: CatalogueReadData; budgets: Budget[] }> {
  const dose: Dose = ctx.quick ? { requests: 2_000 } : { seconds: 10 };
  const warm: Dose = ctx.quick ? { requests: 500 } : { seconds: 2 };
  const routes: CatalogueReadData['routes'] = [];
  for (const path of ROUTES) {
    // As the load generator asks: no Accept-Encoding, so the bare server gets the same bytes.
    const identity = { 'accept-encoding': 'identity' };
    const first = await http(ctx, path, { headers: identity });
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const headers: Record<string, string> = {};
    first.headers.forEach((value, name) => {
      if (!NOT_COPIED.has(name)) headers[name] = value;
    });
    const etag = first.headers.get('etag');
    const conditional = etag
      ? await http(ctx, path, { headers: { ...identity, 'if-none-match': etag } })
      : undefined;

    const url = ctx.stack.baseUrl + path;
    const bare = await startBareServer(first.bytes, headers);
    let results: [LoadResult, LoadResult];
    let cpuMsPerRequest: Record<string, number>;
    let bareCpuMsPerRequest: number;
    try {
      await runLoad({ url, connections: READ_CONNECTIONS, ...warm });
      await runLoad({ url: bare.url, connections: READ_CONNECTIONS, ...warm });
      ctx.log(
        `  ${path}: the shop and bare node:http in turns, ${doseText(dose)} each, ${READ_CONNECTIONS} connections`,
      );
      const pids = { ...programPids(ctx), bare: bare.pid };
      const cpuBefore = cpuSnapshot(pids);
      results = await runInterleaved(
        { url, connections: READ_CONNECTIONS, ...dose },
        { url: bare.url, connections: READ_CONNECTIONS, ...dose },
        ctx.quick ? 1 : ROUNDS,
      );
      const cpuAfter = cpuSnapshot(pids);
      cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuAfter, results[0].requests);
      bareCpuMsPerRequest = cpuPerRequest(cpuBefore, cpuAfter, results[1].requests).bare;
      // The load generator also drove the bare server meanwhile: its figure would not be the shop's.
      delete cpuMsPerRequest[LOAD_GENERATOR];
      delete cpuMsPerRequest.bare;
    } finally {
      await bare.close();
    }
    const [shop, bareResult] = results;
    routes.push({
      path,
      bodyBytes: first.bytes.length,
      shop,
      bare: bareResult,
      ratio: round(shop.requestsPerSecond / bareResult.requestsPerSecond, 3),
      notModifiedStatus: conditional?.status ?? 0,
      cpuMsPerRequest,
      bareCpuMsPerRequest,
    });
  }
  const freshness = await measureFreshness(ctx, ctx.quick ? 5 : 20);

  const budgets: Budget[] = [];
  for (const route of routes) {
    const failed = route.shop.errors + route.shop.non2xx;
    const frontCpu = Object.values(route.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0);
    budgets.push({
      name: `GET ${route.path} req/s vs bare node:http`,
      target: '>= 1.0',
      value: route.ratio,
      unit: 'x',
      met: route.ratio >= 1 && failed === 0,
      note:
        `${route.shop.requestsPerSecond} vs ${route.bare.requestsPerSecond} req/s; CPU per read ` +
        `${round(frontCpu * 1000, 1)} µs in the shop's programs vs ${round(route.bareCpuMsPerRequest * 1000, 1)} µs` +
        (failed ? `; ${failed} failed` : ''),
    });
    budgets.push({
      name: `GET ${route.path} p99`,
      target: '< 10 ms',
      value: route.shop.p99,
      unit: 'ms',
      met: route.shop.p99 < 10,
      note: `bare node:http p99 ${route.bare.p99} ms`,
    });
  }
  budgets.push({
    name: "An admin's change unseen by readers at most",
    target: `< ${FRESHNESS_BOUND_MS} ms`,
    value: freshness.staleForMs.max,
    unit: 'ms',
    met: freshness.staleForMs.max < FRESHNESS_BOUND_MS && freshness.oldAfterBound === 0,
    note: `${freshness.changes} changes; a read every ${PROBE_READ_EVERY_MS} ms`,
  });
  return { data: { routes, freshness }, budgets };
}

/**
 * Changes an add-on's price through the admin API `changes` times, at a different moment of the
 * second each time, while a visitor reads `/api/catalogue/addons` through the front without pause
 * (so the front always holds an answer from before the change): how long after the admin's save
 * was answered a read could still begin and be answered the old price.
 */
async function measureFreshness(ctx: BenchContext, changes: number): Promise<CatalogueReadData['freshness']> {
  ctx.log(
    `  an admin's change to an add-on, ${changes} times, read through the front every ${PROBE_READ_EVERY_MS} ms`,
  );
  const admin = (method: string, path: string, json?: unknown) =>
    http(ctx, `/api/admin/database/addons${path}`, { method, headers: ctx.admin, json });
  const addon = (price: number) => ({
    id: PROBE_ADDON_ID,
    title: 'Uji Kesegaran Katalog',
    description: 'Dibuat dan dihapus oleh pengukuran kinerja.',
    price,
  });
  const created = await admin('POST', '', addon(10_000));
  if (created.status !== 201) throw new Error(`creating the probe add-on answered ${created.status}`);

  const reads: { startedAt: number; price: number | undefined }[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const startedAt = performance.now();
      const read = await http<{ id: number; price: number }[]>(ctx, '/api/catalogue/addons');
      reads.push({ startedAt, price: read.body.find((a) => a.id === PROBE_ADDON_ID)?.price });
      await sleep(PROBE_READ_EVERY_MS);
    }
  })();
  const saves: { savedAt: number; price: number }[] = [];
  try {
    for (let change = 1; change <= changes; change++) {
      // A different point of the second each time: the front keeps an answer until its second ends.
      await sleep(1000 - (Date.now() % 1000) + Math.floor((change / changes) * 997));
      const price = 10_000 + change * 500;
      const saved = await admin('PUT', `/${PROBE_ADDON_ID}`, addon(price));
      if (saved.status !== 200) throw new Error(`changing the probe add-on answered ${saved.status}`);
      saves.push({ savedAt: performance.now(), price });
    }
    // The last change is seen too before the reader stops.
    const last = saves[saves.length - 1];
    while (!reads.some((r) => r.startedAt > last.savedAt && r.price === last.price)) {
      if (performance.now() - last.savedAt > 30_000) throw new Error('a change did not show in 30 s');
      await sleep(PROBE_READ_EVERY_MS);
    }
  } finally {
    reading = false;
    await reader.catch(() => undefined);
    await admin('DELETE', `/${PROBE_ADDON_ID}`);
  }

  let oldAfterBound = 0;
  // Prices only rise, so a read older than a save shows a lower price (a read under way while the
  // next save is being made may already show the next, higher one).
  const stale = saves.map(({ savedAt, price }) => {
    const old = reads.filter((r) => r.startedAt > savedAt && (r.price ?? 0) < price);
    oldAfterBound += old.filter((r) => r.startedAt - savedAt >= FRESHNESS_BOUND_MS).length;
    return round(Math.max(0, ...old.map((r) => r.startedAt - savedAt)), 1);
  });
  return { changes, staleForMs: percentiles(stale), oldAfterBound, readEveryMs: PROBE_READ_EVERY_MS };
}
