import { ORDERING, REFERRAL_MESSAGES, type PaymentStatus } from '@undangan/contracts';
import { createLogger, openDataSource, RpcClient } from '@undangan/platform';
import { Client } from 'pg';
import { OrderingBackend, startOrderingBackend } from './backend';
import type { DataSource } from 'typeorm';
import type { PaymentProvider } from '../src/midtrans/midtrans-provider';
import { orderingConfigOf } from '../src/ordering.config';
import { createOrderingServices, orderingEntities, orderingMigrations } from '../src/ordering.program';
import { ORDER_NOT_FOUND } from '../src/order-ids/order-id-retention';
import { ORDER_ALREADY_PRICED } from '../src/referrals/referrals.service';

/**
 * Referral uses belong to real orders: /use reserves a code only for an order id create-order-id
 * issued (or one with a payment), one code per order even under concurrent calls, and a code's
 * usage limit is spent only by payments that may still be paid or were paid, never by reservations
 * of orders that are not paid nor by payments that ended unpaid.
 */
jest.setTimeout(120_000);

const logger = createLogger('test', 'silent');
let backend: OrderingBackend;
let rpc: RpcClient;
let sql: Client;
let dataSource: DataSource;
let online: ReturnType<typeof createOrderingServices>;

/** Midtrans stand-in for online checkouts: Snap always answers. */
const provider: PaymentProvider = {
  createSnapTransaction: async (request) => ({
    token: `token-${request.transaction_details.order_id}`,
    redirect_url: `https://snap.example/${request.transaction_details.order_id}`,
  }),
  status: async () => null,
};

beforeAll(async () => {
  backend = await startOrderingBackend('referral_uses', 15_000);
  ({ rpc, sql } = backend);
  // The online checkout, built the way the service builds it, with Midtrans stood in for.
  dataSource = await openDataSource({
    url: backend.orderingDbUrl,
    entities: orderingEntities,
    migrations: orderingMigrations,
    logger,
  });
  online = createOrderingServices(
    { dataSource, logger, amqpUrl: backend.vhostUrl, provider },
    orderingConfigOf(),
  );
});

afterAll(async () => {
  await online?.catalogue.close();
  await dataSource?.destroy();
  await backend?.close();
});

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
/** Basic (99.000) with a Basic design and Express 2 Hari (50.000): 149.000. */
const cart = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [{ id: 1 }], quantity: 1 }];
const SUBTOTAL = 149_000;

/** The secret issued with each order id, as the browser keeps it. */
const secrets = new Map<string, string>();
const newOrderId = async () => {
  const issued = await rpc.call<{ orderId: string; orderSecret: string }>(ORDERING.createOrderId.pattern, {});
  secrets.set(issued.orderId, issued.orderSecret);
  return issued.orderId;
};
const use = (code: string, orderId: string, orderSecret = secrets.get(orderId)) =>
  rpc.call<{ message: string; discount_percentage: number }>(ORDERING.useReferral.pattern, {
    code,
    orderId,
    orderSecret,
  });
const confirm = (orderId: string, referralCode?: string) =>
  rpc.call<{ order_id: string; amount: number }>(ORDERING.confirmManualPayment.pattern, {
    orderId,
    orderSecret: secrets.get(orderId),
    customer,
    cart,
    ...(referralCode ? { referralCode } : {}),
  });

async function createCode(code: string, percentage: number, usageLimit: number | null = null) {
  await rpc.call(ORDERING.createReferralCode.pattern, {
    code,
    percentage,
    active: true,
    expires_at: null,
    usage_limit: usageLimit,
    description: '',
  });
}

const usedCount = async (code: string) =>
  (await sql.query('SELECT used_count FROM referral_codes WHERE code = $1', [code])).rows[0]
    .used_count as number;
const usagesOf = async (orderId: string) =>
  (
    await sql.query(
      'SELECT code, counted_at IS NOT NULL AS counted FROM referral_usages WHERE order_id = $1',
      [orderId],
    )
  ).rows as { code: string; counted: boolean }[];

/** Whether the order's use counts against its code now (counted, and not given back). */
const countsNow = async (orderId: string) =>
  (
    await sql.query(
      'SELECT counted_at IS NOT NULL AND released_at IS NULL AS counts FROM referral_usages WHERE order_id = $1',
      [orderId],
    )
  ).rows[0]?.counts as boolean | undefined;

/** A payment moved through the ledger, as Midtrans's answer or an admin's decision moves it. */
const move = (orderId: string, status: PaymentStatus, refundedAmount?: number) =>
  dataSource.transaction(async (manager) => {
    const payment = (await online.ledger.lock(manager, orderId))!;
    return online.ledger.transition(manager, payment, { status, refundedAmount }, { source: 'test' });
  });

/** Row count and a hash of every row of the tables a referral use may write. */
async function referralTables(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of ['referral_codes', 'referral_usages', 'issued_order_ids', 'payments']) {
    const [row] = (
      await sql.query(`SELECT count(*) || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '')
         AS print FROM ${table} t`)
    ).rows;
    result[table] = row.print;
  }
  return result;
}

/** Every rejection of `results`, as status and message; anything that is not an RPC refusal fails. */
function refusals(results: PromiseSettledResult<unknown>[]) {
  return results
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => ({ status: result.reason?.status, message: result.reason?.message }));
}

describe('which orders may take a code', () => {
  it('refuses an order id it never issued with 404, changing nothing', async () => {
    const before = await referralTables();
    for (const orderId of ['INV-20260101-ZZZZZZ', 'PESANAN-KARANGAN', 'INV-20991231-AAAAAA']) {
      await expect(use('BAHAGIA10', orderId)).rejects.toMatchObject({
        status: 404,
        message: ORDER_NOT_FOUND,
      });
    }
    expect(await referralTables()).toEqual(before);
  });

  it('refuses an id issued more than 24 hours ago that has no payment', async () => {
    const orderId = await newOrderId();
    await sql.query(
      "UPDATE issued_order_ids SET issued_at = now() - interval '25 hours' WHERE order_id = $1",
      [orderId],
    );
    await expect(use('BAHAGIA10', orderId)).rejects.toMatchObject({ status: 404, message: ORDER_NOT_FOUND });
    expect(await usagesOf(orderId)).toEqual([]);
  });

  it('reserves a code once for an issued order; the same code again changes nothing', async () => {
    const orderId = await newOrderId();
    const before = await usedCount('BAHAGIA10');
    await expect(use('BAHAGIA10', orderId)).resolves.toEqual({
      message: 'Kode referal berhasil digunakan.',
      discount_percentage: 10,
    });
    await expect(use('BAHAGIA10', orderId)).resolves.toMatchObject({ discount_percentage: 10 });
    expect(await usagesOf(orderId)).toEqual([{ code: 'BAHAGIA10', counted: false }]);
    // A reservation is not a use of the code yet.
    expect(await usedCount('BAHAGIA10')).toBe(before);
    await expect(rpc.call(ORDERING.checkReferral.pattern, { orderId })).resolves.toEqual({ exists: true });
    await expect(use('SAHABAT5', orderId)).rejects.toMatchObject({
      status: 409,
      message: REFERRAL_MESSAGES.alreadyUsed,
    });
  });

  it('lets one of 20 codes used at once for one order win; the 19 others get 409, never 500', async () => {
    const codes = Array.from({ length: 20 }, (_, i) => `SERENTAK${i}`);
    for (const [n, code] of codes.entries()) await createCode(code, 5 + n);
    // Five orders at once, so that a race has many chances to show.
    const orders = await Promise.all(Array.from({ length: 5 }, newOrderId));
    const rounds = await Promise.all(
      orders.map((orderId) => Promise.allSettled(codes.map((code) => use(code, orderId)))),
    );
    for (const [n, results] of rounds.entries()) {
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(refusals(results)).toEqual(
        Array(19).fill({ status: 409, message: REFERRAL_MESSAGES.alreadyUsed }),
      );
      const winner = codes[results.findIndex((result) => result.status === 'fulfilled')];
      expect(await usagesOf(orders[n])).toEqual([{ code: winner, counted: false }]);
    }
  });

  it('keeps an order whose payment was priced without a code from taking one afterwards', async () => {
    const orderId = await newOrderId();
    await expect(confirm(orderId)).resolves.toMatchObject({ order_id: orderId, amount: SUBTOTAL });
    await expect(use('BAHAGIA10', orderId)).rejects.toMatchObject({
      status: 409,
      message: ORDER_ALREADY_PRICED,
    });
    expect(await usagesOf(orderId)).toEqual([]);
  });
});

describe('what counts against a code', () => {
  it('is not used up by 50 reservations of orders that never pay; a real checkout still gets it', async () => {
    await createCode('TERBATAS1', 20, 1);
    const reserved = await Promise.all(Array.from({ length: 50 }, newOrderId));
    const results = await Promise.allSettled(reserved.map((orderId) => use('TERBATAS1', orderId)));
    expect(refusals(results)).toEqual([]);
    expect(await usedCount('TERBATAS1')).toBe(0);
    await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'TERBATAS1' })).resolves.toEqual({
      discount_percentage: 20,
    });

    // A customer who pays: 149.000 less 20% = 119.200.
    const paying = await newOrderId();
    await use('TERBATAS1', paying);
    await expect(confirm(paying, 'TERBATAS1')).resolves.toMatchObject({ order_id: paying, amount: 119_200 });
    expect(await usedCount('TERBATAS1')).toBe(1);
    expect(await usagesOf(paying)).toEqual([{ code: 'TERBATAS1', counted: true }]);

    // Now it is used up: a reserved order that comes to pay is refused, and so is any new use.
    await expect(confirm(reserved[0])).rejects.toMatchObject({
      status: 400,
      message: REFERRAL_MESSAGES.exhausted,
    });
    expect((await sql.query('SELECT 1 FROM payments WHERE order_id = $1', [reserved[0]])).rowCount).toBe(0);
    await expect(use('TERBATAS1', await newOrderId())).rejects.toMatchObject({
      status: 400,
      message: REFERRAL_MESSAGES.exhausted,
    });
    await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'TERBATAS1' })).rejects.toMatchObject({
      status: 400,
      message: REFERRAL_MESSAGES.exhausted,
    });
    expect(await usedCount('TERBATAS1')).toBe(1);
  });

  it('counts a reservation when the payment is opened, and only once', async () => {
    await createCode('HITUNG2', 10, 2);
    const orderId = await newOrderId();
    await use('HITUNG2', orderId);
    expect(await usedCount('HITUNG2')).toBe(0);
    // The browser sends no code when the order already has one (check says it exists).
    await expect(confirm(orderId)).resolves.toMatchObject({ order_id: orderId, amount: 134_100 });
    expect(await usedCount('HITUNG2')).toBe(1);
    expect(await usagesOf(orderId)).toEqual([{ code: 'HITUNG2', counted: true }]);
    const [payment] = (
      await sql.query('SELECT referral_code, discount FROM payments WHERE order_id = $1', [orderId])
    ).rows;
    expect(payment).toEqual({ referral_code: 'HITUNG2', discount: '14900' });

    // Confirming again, or using the same code again, counts nothing more.
    await expect(confirm(orderId, 'HITUNG2')).resolves.toMatchObject({ order_id: orderId, amount: 134_100 });
    await expect(use('HITUNG2', orderId)).resolves.toMatchObject({ discount_percentage: 10 });
    expect(await usedCount('HITUNG2')).toBe(1);
    await expect(use('BAHAGIA10', orderId)).rejects.toMatchObject({
      status: 409,
      message: ORDER_ALREADY_PRICED,
    });
  });

  it('counts an online checkout with a code when its payment is opened', async () => {
    await createCode('DARING3', 10, 3);
    const result = await online.onlineCheckout.createPayment({ cart, customer, referralCode: 'DARING3' });
    expect(result.gross_amount).toBe(134_100);
    expect(await usedCount('DARING3')).toBe(1);
    expect(await usagesOf(result.order_id)).toEqual([{ code: 'DARING3', counted: true }]);
  });

  it('never lets a second payment push a code past its limit, even at once', async () => {
    await createCode('SATUSAJA', 15, 1);
    const orders = await Promise.all(Array.from({ length: 6 }, newOrderId));
    for (const orderId of orders) await use('SATUSAJA', orderId);
    const results = await Promise.allSettled(orders.map((orderId) => confirm(orderId)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(results)).toEqual(Array(5).fill({ status: 400, message: REFERRAL_MESSAGES.exhausted }));
    expect(await usedCount('SATUSAJA')).toBe(1);
    const counted = await sql.query(
      "SELECT order_id FROM referral_usages WHERE code = 'SATUSAJA' AND counted_at IS NOT NULL",
    );
    const paid = await sql.query("SELECT order_id FROM payments WHERE referral_code = 'SATUSAJA'");
    expect(counted.rowCount).toBe(1);
    expect(paid.rows).toEqual(counted.rows);

    // Online checkouts are held to the same limit.
    await expect(
      online.onlineCheckout.createPayment({ cart, customer, referralCode: 'SATUSAJA' }),
    ).rejects.toMatchObject({ error: { status: 400, message: REFERRAL_MESSAGES.exhausted } });
    expect(await usedCount('SATUSAJA')).toBe(1);
  });
});

it('prunes issued ids older than three days with their unpaid reservations, keeping counted uses', async () => {
  const stale = await newOrderId();
  await use('BAHAGIA10', stale);
  const paid = await newOrderId();
  await use('SAHABAT5', paid);
  await confirm(paid);
  await sql.query(
    "UPDATE issued_order_ids SET issued_at = now() - interval '4 days' WHERE order_id = ANY($1)",
    [[stale, paid]],
  );
  await newOrderId();
  const left = await sql.query('SELECT order_id FROM issued_order_ids WHERE order_id = ANY($1)', [
    [stale, paid],
  ]);
  expect(left.rows).toEqual([]);
  expect(await usagesOf(stale)).toEqual([]);
  expect(await usagesOf(paid)).toEqual([{ code: 'SAHABAT5', counted: true }]);
});

describe('a use follows its payment', () => {
  it.each(['expired', 'failed', 'rejected'] as const)(
    'gives the last use back when the payment ends %s; the next customer gets it',
    async (status) => {
      const code = `BATAS${status.toUpperCase()}`;
      await createCode(code, 10, 1);
      const first = await newOrderId();
      await expect(confirm(first, code)).resolves.toMatchObject({ amount: 134_100 });
      const next = await newOrderId();
      await expect(confirm(next, code)).rejects.toMatchObject({
        status: 400,
        message: REFERRAL_MESSAGES.exhausted,
      });

      await expect(move(first, status)).resolves.toBe('applied');
      expect(await usedCount(code)).toBe(0);
      expect(await countsNow(first)).toBe(false);
      await expect(rpc.call(ORDERING.validateReferral.pattern, { code })).resolves.toEqual({
        discount_percentage: 10,
      });
      await expect(confirm(next, code)).resolves.toMatchObject({ amount: 134_100 });
      expect(await usedCount(code)).toBe(1);
      expect(await countsNow(next)).toBe(true);

      // Told again that the first payment ended, nothing more is given back.
      await expect(move(first, status)).resolves.toBe('unchanged');
      expect(await usedCount(code)).toBe(1);
    },
  );

  it('gives back the use of an online checkout nobody paid once it is closed', async () => {
    await createCode('DARINGTUTUP', 10, 1);
    const unpaid = await online.onlineCheckout.createPayment({ cart, customer, referralCode: 'DARINGTUTUP' });
    await expect(
      online.onlineCheckout.createPayment({ cart, customer, referralCode: 'DARINGTUTUP' }),
    ).rejects.toMatchObject({ error: { status: 400, message: REFERRAL_MESSAGES.exhausted } });
    await expect(online.sync.close(unpaid.order_id, 'expired', 'reconciliation')).resolves.toBe('applied');
    const paying = await online.onlineCheckout.createPayment({ cart, customer, referralCode: 'DARINGTUTUP' });
    expect(paying.gross_amount).toBe(134_100);
    expect(await usedCount('DARINGTUTUP')).toBe(1);
    expect(await countsNow(unpaid.order_id)).toBe(false);
    expect(await countsNow(paying.order_id)).toBe(true);
  });

  it('lets exactly one of many checkouts at once take the use an unpaid payment gave back', async () => {
    await createCode('SATUKEMBALI', 15, 1);
    const unpaid = await newOrderId();
    await confirm(unpaid, 'SATUKEMBALI');
    await move(unpaid, 'expired');
    const orders = await Promise.all(Array.from({ length: 6 }, newOrderId));
    const results = await Promise.allSettled([
      ...orders.map((orderId) => confirm(orderId, 'SATUKEMBALI')),
      ...orders.map(() =>
        online.onlineCheckout.createPayment({ cart, customer, referralCode: 'SATUKEMBALI' }),
      ),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    // The others are told the code is used up (an online refusal carries its error inside).
    const messages = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason?.message ?? result.reason?.error?.message] : [],
    );
    expect(messages).toEqual(Array(11).fill(REFERRAL_MESSAGES.exhausted));
    expect(await usedCount('SATUKEMBALI')).toBe(1);
    const counting = await sql.query(
      `SELECT order_id FROM referral_usages
        WHERE code = 'SATUKEMBALI' AND counted_at IS NOT NULL AND released_at IS NULL`,
    );
    const open = await sql.query(
      "SELECT order_id FROM payments WHERE referral_code = 'SATUKEMBALI' AND status = 'pending'",
    );
    expect(counting.rowCount).toBe(1);
    expect(open.rows).toEqual(counting.rows);
  });

  it('counts a late payment of a given-back use again, past the limit the next customer reached', async () => {
    await createCode('TERLAMBAT', 10, 1);
    const late = await newOrderId();
    await confirm(late, 'TERLAMBAT');
    await move(late, 'expired');
    const next = await newOrderId();
    await confirm(next, 'TERLAMBAT');
    expect(await usedCount('TERLAMBAT')).toBe(1);

    // The money came in after all: the payment is paid at the price it was given, and its use counts.
    await expect(move(late, 'paid')).resolves.toBe('applied');
    expect(await usedCount('TERLAMBAT')).toBe(2);
    expect(await countsNow(late)).toBe(true);
    await expect(rpc.call(ORDERING.validateReferral.pattern, { code: 'TERLAMBAT' })).rejects.toMatchObject({
      status: 400,
      message: REFERRAL_MESSAGES.exhausted,
    });

    // Money going back leaves the use counted: the code was used to pay.
    await expect(move(late, 'refunded', 134_100)).resolves.toBe('applied');
    expect(await usedCount('TERLAMBAT')).toBe(2);

    // A proof approved and then rejected after all gives its use back.
    await move(next, 'paid');
    expect(await usedCount('TERLAMBAT')).toBe(2);
    await expect(move(next, 'rejected')).resolves.toBe('applied');
    expect(await usedCount('TERLAMBAT')).toBe(1);
    expect(await countsNow(next)).toBe(false);
  });

  it("counts a rejected proof's use again when the couple sends a new proof", async () => {
    await createCode('BUKTIBARU', 10, 1);
    const rejected = await newOrderId();
    await confirm(rejected, 'BUKTIBARU');
    await move(rejected, 'rejected');
    expect(await usedCount('BUKTIBARU')).toBe(0);
    const next = await newOrderId();
    await confirm(next, 'BUKTIBARU');

    // Pending again, it may be paid: its use counts again, past the limit.
    await dataSource.transaction(async (manager) =>
      online.ledger.takeNewProof(manager, (await online.ledger.lock(manager, rejected))!),
    );
    expect(await usedCount('BUKTIBARU')).toBe(2);
    expect(await countsNow(rejected)).toBe(true);
    await move(rejected, 'rejected');
    expect(await usedCount('BUKTIBARU')).toBe(1);
  });
});
