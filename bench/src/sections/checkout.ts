import { BenchContext, http, programPids } from '../context';
import { cpuPerRequest, cpuSnapshot } from '../cpu';
import { Dose, doseText, runLoad } from '../load';
import type { Budget, CheckoutData } from '../results';

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

/** Starting an online payment: server pricing, the payment row and its event, a Snap transaction. */
export async function measureCheckout(ctx: BenchContext): Promise<{ data: CheckoutData; budgets: Budget[] }> {
  const { cart, body, grossAmount } = await checkoutRequest(ctx);
  const dose: Dose = ctx.quick ? { requests: 100 } : { seconds: 10 };
  ctx.log(`  POST /api/orders/create-transaction: ${doseText(dose)}, ${CHECKOUT_CONNECTIONS} connections`);
  const cpuBefore = cpuSnapshot(programPids(ctx));
  const load = await runLoad({
    url: `${ctx.stack.baseUrl}/api/orders/create-transaction`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CHECKOUT_CONNECTIONS,
    ...dose,
  });
  const cpuMsPerRequest = cpuPerRequest(cpuBefore, cpuSnapshot(programPids(ctx)), load.requests);
  const simulator = await snapAlone(ctx, dose);
  const failed = load.errors + load.non2xx;
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
  ];
  return { data: { load, simulator, cpuMsPerRequest, cart, grossAmount }, budgets };
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
