import { startBareServer } from '../bare-server';
import { BenchContext, http, programPids } from '../context';
import { cpuPerRequest, cpuSnapshot, LOAD_GENERATOR } from '../cpu';
import { Dose, doseText, round, runInterleaved, runLoad } from '../load';
import type { Budget, CatalogueReadData, LoadResult } from '../results';

const ROUTES = ['/api/designs/all', '/api/details/data'];
export const READ_CONNECTIONS = 50;
/** Gateway and bare server take turns this many times, so both meet the same background load. */
const ROUNDS = 5;
/** Response headers the bare server must not copy: they are per connection or per response. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Catalogue reads through the whole path (gateway, its cache, and behind it RabbitMQ, catalogue
 * and PostgreSQL), against a bare node:http server answering the same bytes, one after the other
 * with the same load generator.
 */
export async function measureCatalogueRead(
  ctx: BenchContext,
): Promise<{ data: CatalogueReadData; budgets: Budget[] }> {
  const dose: Dose = ctx.quick ? { requests: 2_000 } : { seconds: 10 };
  const warm: Dose = ctx.quick ? { requests: 500 } : { seconds: 2 };
  const routes: CatalogueReadData['routes'] = [];
  for (const path of ROUTES) {
    const first = await http(ctx, path);
    if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
    const headers: Record<string, string> = {};
    first.headers.forEach((value, name) => {
      if (!NOT_COPIED.has(name)) headers[name] = value;
    });
    const etag = first.headers.get('etag');
    const conditional = etag ? await http(ctx, path, { headers: { 'if-none-match': etag } }) : undefined;

    const url = ctx.stack.baseUrl + path;
    const bare = await startBareServer(first.bytes, headers);
    let results: [LoadResult, LoadResult];
    let cpuMsPerRequest: Record<string, number>;
    try {
      await runLoad({ url, connections: READ_CONNECTIONS, ...warm });
      await runLoad({ url: bare.url, connections: READ_CONNECTIONS, ...warm });
      ctx.log(
        `  ${path}: gateway and bare node:http in turns, ${doseText(dose)} each, ${READ_CONNECTIONS} connections`,
      );
      const cpuBefore = cpuSnapshot(programPids(ctx));
      results = await runInterleaved(
        { url, connections: READ_CONNECTIONS, ...dose },
        { url: bare.url, connections: READ_CONNECTIONS, ...dose },
        ctx.quick ? 1 : ROUNDS,
      );
      cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuSnapshot(programPids(ctx)), results[0].requests);
      // The load generator also drove the bare server meanwhile: its figure would not be the gateway's.
      delete cpuMsPerRequest[LOAD_GENERATOR];
    } finally {
      await bare.close();
    }
    const [gateway, bareResult] = results;
    routes.push({
      path,
      bodyBytes: first.bytes.length,
      gateway,
      bare: bareResult,
      ratio: round(gateway.requestsPerSecond / bareResult.requestsPerSecond, 3),
      notModifiedStatus: conditional?.status ?? 0,
      cpuMsPerRequest,
    });
  }

  const budgets: Budget[] = [];
  for (const route of routes) {
    const failed = route.gateway.errors + route.gateway.non2xx;
    budgets.push({
      name: `GET ${route.path} req/s vs bare node:http`,
      target: '>= 0.5',
      value: route.ratio,
      unit: 'x',
      met: route.ratio >= 0.5 && failed === 0,
      note: `${route.gateway.requestsPerSecond} vs ${route.bare.requestsPerSecond} req/s${failed ? `; ${failed} failed` : ''}`,
    });
    budgets.push({
      name: `GET ${route.path} p99`,
      target: '< 10 ms',
      value: route.gateway.p99,
      unit: 'ms',
      met: route.gateway.p99 < 10,
      note: `bare node:http p99 ${route.bare.p99} ms`,
    });
  }
  return { data: { routes }, budgets };
}
