import { TEST_POSTGRES_URL } from '@undangan/platform/testing';
import { backendsOf, BareCatalogue, startBareCheckout } from '../bare-checkout';
import { measureCheckoutWork } from '../checkout-work';
import { BenchContext, http, programPids } from '../context';
import { addCpuSpent, cpuSnapshot, LOAD_GENERATOR, perRequest } from '../cpu';
import { Dose, doseText, round, runInterleaved, runLoad } from '../load';
import type { Budget, CheckoutData, CheckoutWork, LoadResult } from '../results';

export const CHECKOUT_CONNECTIONS = 20;

interface DesignForPackage {
  id: string;
  name: string;
}
interface Addon {
  id: number;
  title: string;
  description: string;
  price: number;
}
interface Package {
  id: number;
  name: string;
  price: number;
}

/** A cart as the storefront sends it: a Premium package with one of its designs and two add-ons. */
export async function realisticCart(ctx: BenchContext): Promise<unknown[]> {
  const packages = await http<Package[]>(ctx, '/api/catalogue/packages');
  const premium = packages.body.find((p) => p.name === 'Premium') ?? packages.body[packages.body.length - 1];
  const designs = await http<DesignForPackage[]>(ctx, `/api/catalogue/designs/${premium.id}`);
  const addons = await http<Addon[]>(ctx, '/api/catalogue/addons');
  if (designs.body.length === 0 || addons.body.length < 2)
    throw new Error('the catalogue has no designs or add-ons');
  const chosen = [addons.body[0], addons.body[addons.body.length - 1]];
  return [
    {
      packageId: premium.id,
      packageName: premium.name,
      packagePrice: premium.price,
      designId: designs.body[0].id,
      designName: designs.body[0].name,
      addons: chosen,
      totalPrice: premium.price + chosen.reduce((sum, a) => sum + a.price, 0),
      quantity: 1,
    },
  ];
}

export const benchCustomer = { name: 'Dewi & Arif', phone: '081298765432', email: 'dewi.arif@example.com' };

/** The storefront's checkout request for the realistic cart, tried once: its body and the server's total. */
export async function checkoutRequest(
  ctx: BenchContext,
): Promise<{ cart: unknown[]; body: string; grossAmount: number }> {
  const cart = await realisticCart(ctx);
  const body = JSON.stringify({
    cartItems: cart,
    totalHarga: 0,
    discountAmount: 0,
    referralCode: '',
    customerDetails: benchCustomer,
  });
  const probe = await http<{ gross_amount: number; token: string }>(ctx, '/api/orders/create-transaction', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (probe.status !== 200 || !probe.body.token) {
    throw new Error(`create-transaction answered ${probe.status}: ${JSON.stringify(probe.body)}`);
  }
  return { cart, body, grossAmount: probe.body.gross_amount };
}

/** The shop and the bare checkout take turns this many times, so both meet the same background load. */
const ROUNDS = 5;
/** A checkout's CPU may be at most this many times the bare checkout's (the issue's budget). */
const CPU_RATIO_BUDGET = 2;
const BARE = 'bare checkout';
/** What the bare checkout's CPU is counted from: its own process and what it uses or meets. */
const BARE_GROUPS = [BARE, 'PostgreSQL (all backends)', 'RabbitMQ', 'midtrans-sim', LOAD_GENERATOR];

const sumOf = (values: Record<string, number>) => Object.values(values).reduce((sum, ms) => sum + ms, 0);
const ALL_BACKENDS = 'PostgreSQL (all backends)';
/** The PostgreSQL backends serving each side's own databases: its share of PostgreSQL without the machine's other work. */
const OWN_BACKENDS = ['PostgreSQL (shop databases)', 'PostgreSQL (bare database)'];

const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** The catalogue's rows the bare checkout sells: every package and add-on, and the cart package's designs. */
async function bareCatalogue(ctx: BenchContext, cart: unknown[]): Promise<BareCatalogue> {
  const { packageId } = cart[0] as { packageId: number };
  const packages = await http<Package[]>(ctx, '/api/catalogue/packages');
  const designs = await http<DesignForPackage[]>(ctx, `/api/catalogue/designs/${packageId}`);
  const addons = await http<Addon[]>(ctx, '/api/catalogue/addons');
  return {
    packages: packages.body.map(({ id, name, price }) => ({ id, name, price })),
    designs: designs.body.map(({ id, name }) => ({ id, name, packageIds: [packageId] })),
    addons: addons.body.map(({ id, title, price }) => ({ id, title, price })),
  };
}

/**
 * Starting an online payment: server pricing, the payment row and its event, a Snap transaction;
 * against the bare checkout doing the same durable work in one process and one transaction, the
 * two in turns, each one's CPU counted over its own turns.
 */
export async function measureCheckout(ctx: BenchContext): Promise<{ data: CheckoutData; budgets: Budget[] }> {
  const { cart, body, grossAmount } = await checkoutRequest(ctx);
  const dose: Dose = ctx.quick ? { requests: 100 } : { seconds: 10 };
  const warm: Dose = ctx.quick ? { requests: 20 } : { seconds: 1 };
  const env = ctx.stack.specs.ordering.env;
  if (!env.MIDTRANS_SNAP_URL) throw new Error('ordering has no MIDTRANS_SNAP_URL');
  const bare = await startBareCheckout({
    postgresUrl: TEST_POSTGRES_URL,
    snapUrl: env.MIDTRANS_SNAP_URL,
    serverKey: env.MIDTRANS_SERVER_KEY,
    publicBaseUrl: env.PUBLIC_BASE_URL ?? ctx.stack.baseUrl,
    catalogue: await bareCatalogue(ctx, cart),
  });
  const url = `${ctx.stack.baseUrl}/api/orders/create-transaction`;
  const post = (target: string, amount: Dose) => ({
    url: target,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
    connections: CHECKOUT_CONNECTIONS,
    ...amount,
  });
  let load: LoadResult;
  let bareLoad: LoadResult;
  let work: CheckoutWork;
  const spent: Record<string, number>[] = [{}, {}];
  try {
    const probe = await http<{ gross_amount: number }>(ctx, '/', { method: 'POST', body }, bare.url);
    if (probe.status !== 200 || probe.body.gross_amount !== grossAmount)
      throw new Error(`the bare checkout answered ${probe.status}: ${JSON.stringify(probe.body)}`);
    await runLoad(post(url, warm));
    await runLoad(post(bare.url, warm));
    ctx.log(
      `  POST /api/orders/create-transaction and the bare checkout in turns: ${doseText(dose)} each, ${CHECKOUT_CONNECTIONS} connections`,
    );
    const pids = { ...programPids(ctx), [BARE]: bare.pid };
    // After the warm-up, when the pools hold their connections.
    const shopDatabases = Object.values(ctx.stack.specs).flatMap((spec) =>
      spec.env.DATABASE_URL ? [databaseOf(spec.env.DATABASE_URL)] : [],
    );
    const backends = await backendsOf(TEST_POSTGRES_URL, {
      [OWN_BACKENDS[0]]: shopDatabases,
      [OWN_BACKENDS[1]]: [bare.database],
    });
    let before = cpuSnapshot(pids, backends);
    [load, bareLoad] = await runInterleaved(post(url, dose), post(bare.url, dose), ctx.quick ? 1 : ROUNDS, {
      before: () => (before = cpuSnapshot(pids, backends)),
      after: (target) => addCpuSpent(spent[target], before, cpuSnapshot(pids, backends)),
    });
    ctx.log('  what a checkout costs each part: counted by the programs over a run of checkouts');
    work = await measureCheckoutWork(ctx, { url, body }, bare, CHECKOUT_CONNECTIONS);
  } finally {
    await bare.close();
  }
  const cpuMsPerRequest = perRequest(spent[0], load.requests);
  delete cpuMsPerRequest[BARE];
  const shopBackends = cpuMsPerRequest[OWN_BACKENDS[0]];
  for (const name of OWN_BACKENDS) delete cpuMsPerRequest[name];
  const bareCpuMsPerRequest = perRequest(
    Object.fromEntries(BARE_GROUPS.map((name) => [name, spent[1][name] ?? 0])),
    bareLoad.requests,
  );
  const shopCpu = sumOf(cpuMsPerRequest);
  const bareCpu = sumOf(bareCpuMsPerRequest);
  const cpuRatio = round(shopCpu / bareCpu, 2);
  // PostgreSQL counted by the backends of each side's own databases instead of all of them.
  const bareBackends = perRequest(spent[1], bareLoad.requests)[OWN_BACKENDS[1]];
  const postgresByDatabase = { shop: shopBackends, bare: bareBackends };
  const cpuRatioByDatabase = round(
    (shopCpu - cpuMsPerRequest[ALL_BACKENDS] + shopBackends) /
      (bareCpu - bareCpuMsPerRequest[ALL_BACKENDS] + bareBackends),
    2,
  );
  const simulator = await snapAlone(ctx, dose);
  const failed = load.errors + load.non2xx;
  const bareFailed = bareLoad.errors + bareLoad.non2xx;
  const budgets: Budget[] = [
    {
      name: 'POST /api/orders/create-transaction req/s',
      target: '>= 300',
      value: load.requestsPerSecond,
      unit: 'req/s',
      met: load.requestsPerSecond >= 300 && failed === 0,
      note: failed ? `${failed} of ${load.requests} failed` : undefined,
    },
    {
      name: 'POST /api/orders/create-transaction p99',
      target: '< 100 ms',
      value: load.p99,
      unit: 'ms',
      met: load.p99 < 100,
      note: `CPU per checkout: ${topCpu(cpuMsPerRequest)}`,
    },
    {
      name: 'CPU per checkout vs bare baseline',
      target: `<= ${CPU_RATIO_BUDGET.toFixed(1)}x`,
      value: cpuRatio,
      unit: 'x',
      met: cpuRatio <= CPU_RATIO_BUDGET && failed === 0 && bareFailed === 0,
      note:
        `${shopCpu.toFixed(2)} vs ${bareCpu.toFixed(2)} ms per checkout; ` +
        `${load.requestsPerSecond} vs ${bareLoad.requestsPerSecond} checkouts/s; ` +
        `${cpuRatioByDatabase} x with PostgreSQL counted by each side's own databases` +
        (bareFailed ? `; ${bareFailed} bare checkouts failed` : ''),
    },
  ];
  return {
    data: {
      load,
      simulator,
      cpuMsPerRequest,
      cart,
      grossAmount,
      bare: bareLoad,
      bareCpuMsPerRequest,
      cpuRatio,
      postgresByDatabase,
      cpuRatioByDatabase,
      work,
    },
    budgets,
  };
}

/** The simulator's Snap endpoint alone, as ordering calls it (server key, a new order id each time). */
async function snapAlone(ctx: BenchContext, dose: Dose) {
  const env = ctx.stack.specs.ordering.env;
  const snapUrl = env.MIDTRANS_SNAP_URL;
  if (!snapUrl) throw new Error('ordering has no MIDTRANS_SNAP_URL');
  let next = 0;
  const run = Date.now().toString(36).toUpperCase();
  ctx.log(`  Midtrans simulator alone: ${doseText(dose)}, ${CHECKOUT_CONNECTIONS} connections`);
  return runLoad({
    url: `${snapUrl.replace(/\/$/, '')}/transactions`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(`${env.MIDTRANS_SERVER_KEY}:`).toString('base64')}`,
    },
    bodyFor: () =>
      JSON.stringify({
        transaction_details: { order_id: `SIM-${run}-${(next += 1)}`, gross_amount: 309_000 },
        customer_details: benchCustomer,
      }),
    connections: CHECKOUT_CONNECTIONS,
    ...dose,
  });
}

/** The biggest CPU users per request, e.g. 'ordering 12.1 ms, PostgreSQL 8 ms, ...'. */
export function topCpu(cpu: Record<string, number>, count = 4): string {
  const total = Object.values(cpu).reduce((sum, ms) => sum + ms, 0);
  const top = Object.entries(cpu)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
  return `${total.toFixed(1)} ms in all (${top.join(', ')})`;
}
