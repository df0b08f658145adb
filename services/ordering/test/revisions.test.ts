import {
  freeRevisions,
  InvitationDraft,
  invitationDraftSchema,
  ORDERING,
  REFERRAL_MESSAGES,
  REVISION_KINDS,
  REVISION_MESSAGES,
  RevisionKind,
} from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import { waitFor } from '@undangan/platform/testing';
import fc from 'fast-check';
import { Client } from 'pg';
import { useOrderingOnBus } from './harness';
import { decideProof, payManually, paymentReaches } from './manual-payments';
import { SENDABLE_INVITATION_DATA } from './invitation-fixtures';

/**
 * Revisions through ordering's RPC: asked once the data is sent, free within the package's
 * allowance, otherwise priced from the catalogue's add-on and paid through the shop's own manual
 * checkout as a line naming the revision; its settling queues the revision and opens no new work.
 */
jest.setTimeout(240_000);

let rpc: RpcClient;
let bus: EventBus;
let sql: Client;
useOrderingOnBus('revisions', (running) => ({ rpc, sql, bus } = running));

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
const PACKAGES = {
  Basic: { packageId: 2, designId: 'basic-dusty-blue' },
  Premium: { packageId: 3, designId: 'premium-eucalyptus-mist' },
};
/** The seeded catalogue's add-ons that price revisions, and one that does not. */
const PHOTO_MUSIC_ADDON = 3;
const COLOUR_ADDON = 4;
const SPLIT_LINK_ADDON = 5;

/** A manual payment of `cart`, confirmed and (when `approved`) settled; its order id. */
const pay = (cart: unknown[], approved = true) =>
  payManually({ rpc, bus, sql }, customer, cart, { approved });

const lookup = (orderId: string) => ({ order_id: orderId, phone: customer.phone });

const wholeData = (): InvitationDraft => invitationDraftSchema.parse(SENDABLE_INVITATION_DATA);

/** A paid order of a package whose data is sent (send: false leaves it unsent). */
async function orderOf(pkg: keyof typeof PACKAGES, send = true): Promise<string> {
  // Paid: its fulfilment order opened in the same transaction.
  const orderId = await pay([{ ...PACKAGES[pkg], addons: [], quantity: 1 }]);
  if (send) {
    await rpc.call(ORDERING.saveInvitationDraft, { ...lookup(orderId), version: 0, data: wholeData() });
    await rpc.call(ORDERING.submitInvitationData, lookup(orderId));
  }
  return orderId;
}

const ask = (orderId: string, kind: RevisionKind, description = `Mohon ubah ${kind}.`) =>
  rpc.call(ORDERING.requestRevision, { ...lookup(orderId), kind, description });

it('opens only once the data is sent', async () => {
  const orderId = await orderOf('Basic', false);
  await expect(ask(orderId, 'text')).rejects.toMatchObject({
    status: 409,
    message: REVISION_MESSAGES.notYet,
  });
  expect((await rpc.call(ORDERING.orderRevisions, lookup(orderId))).open).toBe(false);
  await expect(
    rpc.call(ORDERING.requestRevision, {
      order_id: orderId,
      phone: '081200000000',
      kind: 'text',
      description: 'x',
    }),
  ).rejects.toMatchObject({ status: 404 });
});

it('gives each kind what the package has free, then prices it from the catalogue', async () => {
  const orderId = await orderOf('Basic');
  for (let i = 0; i < 3; i++)
    expect(await ask(orderId, 'text')).toMatchObject({ free: true, price: 0, status: 'queued' });
  expect(await ask(orderId, 'photo')).toMatchObject({ free: true, status: 'queued', addon_id: null });
  expect(await ask(orderId, 'photo')).toMatchObject({
    free: false,
    status: 'awaiting_payment',
    addon_id: PHOTO_MUSIC_ADDON,
    addon_title: 'Revisi Foto/Musik',
    price: 20_000,
  });
  // Basic has no free colour revision.
  expect(await ask(orderId, 'colour')).toMatchObject({ free: false, addon_id: COLOUR_ADDON, price: 50_000 });

  const listed = await rpc.call(ORDERING.orderRevisions, lookup(orderId));
  expect(listed.open).toBe(true);
  expect(listed.allowances).toEqual([
    { kind: 'text', free: null, used: 3, next_price: 0 },
    { kind: 'photo', free: 1, used: 2, next_price: 20_000 },
    { kind: 'music', free: 1, used: 0, next_price: 0 },
    { kind: 'colour', free: 0, used: 1, next_price: 50_000 },
  ]);
  expect(listed.revisions.map((r) => r.kind)).toEqual(['text', 'text', 'text', 'photo', 'photo', 'colour']);

  // Premium has one colour revision free.
  const premium = await orderOf('Premium');
  expect(await ask(premium, 'colour')).toMatchObject({ free: true, status: 'queued' });
  expect(await ask(premium, 'colour')).toMatchObject({ free: false, price: 50_000 });
});

it('is paid through the checkout as a line naming it: queued when settled, no new work opened, paid once', async () => {
  const orderId = await orderOf('Basic');
  await ask(orderId, 'photo');
  const paid = await ask(orderId, 'photo');
  expect(paid.status).toBe('awaiting_payment');

  // A line that names the revision with another add-on is refused, and so is a package line.
  await expect(
    pay([{ addons: [{ id: SPLIT_LINK_ADDON }], quantity: 1, revisionId: paid.id }], false),
  ).rejects.toMatchObject({
    status: 409,
    message: REVISION_MESSAGES.notAwaitingPayment,
  });

  const paymentId = await pay([
    { addons: [{ id: PHOTO_MUSIC_ADDON, price: 1 }], quantity: 1, revisionId: paid.id },
  ]);
  const after = await waitFor(
    async () =>
      (await rpc.call(ORDERING.orderRevisions, lookup(orderId))).revisions.find((r) => r.id === paid.id)!,
    (revision) => revision.status === 'queued',
    15_000,
    50,
  );
  expect(after).toMatchObject({ paid_order_id: paymentId, paid_at: expect.any(String) });
  const [payment] = (
    await sql.query('SELECT amount::int AS amount, status FROM payments WHERE order_id = $1', [paymentId])
  ).rows;
  expect(payment).toEqual({ amount: 20_000, status: 'paid' });
  expect(
    (await sql.query('SELECT revision_id FROM payment_items WHERE order_id = $1', [paymentId])).rows,
  ).toEqual([{ revision_id: paid.id }]);
  // A payment for revisions alone opens no work order of its own.
  expect((await sql.query('SELECT 1 FROM fulfilment_orders WHERE order_id = $1', [paymentId])).rowCount).toBe(
    0,
  );

  // Paid, it cannot be paid again.
  await expect(
    pay([{ addons: [{ id: PHOTO_MUSIC_ADDON }], quantity: 1, revisionId: paid.id }], false),
  ).rejects.toMatchObject({
    status: 409,
    message: REVISION_MESSAGES.notAwaitingPayment,
  });

  // The admin's queue: an unpaid one may only be withdrawn; a queued one is marked done.
  const colour = await ask(orderId, 'colour');
  await expect(
    rpc.call(ORDERING.updateRevision, { id: colour.id, input: { status: 'done' } }),
  ).rejects.toMatchObject({
    status: 409,
    message: REVISION_MESSAGES.unpaidCannotQueue,
  });
  const done = await rpc.call(ORDERING.updateRevision, { id: paid.id, input: { status: 'done' } });
  expect(done).toMatchObject({
    status: 'done',
    done_at: expect.any(String),
    customer_name: customer.name,
    package: 'Basic',
  });
  const queue = await rpc.call(ORDERING.revisionQueue, { status: 'awaiting_payment' });
  expect(queue.map((row) => row.id)).toContain(colour.id);
  expect(queue.every((row) => row.status === 'awaiting_payment')).toBe(true);
});

it('checks the money where it lands: one payment per revision, and the revision follows its money', async () => {
  const orderId = await orderOf('Basic');
  await ask(orderId, 'photo');
  const photo = await ask(orderId, 'photo');
  const photoLine = [{ addons: [{ id: PHOTO_MUSIC_ADDON }], quantity: 1, revisionId: photo.id }];
  const revision = async (id: string) =>
    (await rpc.call(ORDERING.orderRevisions, lookup(orderId))).revisions.find((r) => r.id === id)!;
  const refundDue = async (paymentId: string) =>
    Number(
      (await sql.query('SELECT refund_due FROM payments WHERE order_id = $1', [paymentId])).rows[0]
        .refund_due,
    );

  // Two carts name the waiting revision: both open, both are paid; the first pays it, the second's
  // money is due back and is not the revision's.
  const first = await pay(photoLine, false);
  const second = await pay(photoLine, false);
  await decideProof(bus, first, 'approved');
  await paymentReaches(sql, first, 'paid');
  await decideProof(bus, second, 'approved');
  await paymentReaches(sql, second, 'paid');
  expect(await revision(photo.id)).toMatchObject({ status: 'queued', paid_order_id: first });
  expect([await refundDue(first), await refundDue(second)]).toEqual([0, 20_000]);
  const [row] = (
    await rpc.call(ORDERING.listPayments, { page: 1, limit: 10, query: second, filter: 'order_id' })
  ).data;
  expect(row.refund_due).toBe(20_000);

  // The first payment's proof is rejected after all: the revision waits for its money again.
  await decideProof(bus, first, 'rejected', 'approved');
  await paymentReaches(sql, first, 'rejected');
  expect(await revision(photo.id)).toMatchObject({ status: 'awaiting_payment', paid_order_id: null });

  // A revision withdrawn while its payment is open: the payment's money is due back.
  const colour = await ask(orderId, 'colour');
  const colourPayment = await pay(
    [{ addons: [{ id: COLOUR_ADDON }], quantity: 1, revisionId: colour.id }],
    false,
  );
  await rpc.call(ORDERING.updateRevision, { id: colour.id, input: { status: 'cancelled' } });
  await decideProof(bus, colourPayment, 'approved');
  await paymentReaches(sql, colourPayment, 'paid');
  expect((await revision(colour.id)).status).toBe('cancelled');
  expect(await refundDue(colourPayment)).toBe(colour.price);

  // The order's own payment is rejected: the order is on hold, and no revision of it is paid for.
  await decideProof(bus, orderId, 'rejected', 'approved');
  await paymentReaches(sql, orderId, 'rejected');
  await expect(pay(photoLine, false)).rejects.toMatchObject({
    status: 409,
    message: REVISION_MESSAGES.onHold,
  });
});

/**
 * Any sequence of asks and withdrawals on a Basic or Premium order: each ask is free exactly when
 * fewer revisions of its kind than the package allows are standing (asked and not withdrawn).
 */
it("takes no referral code: a revision is paid at its add-on's price", async () => {
  const orderId = await orderOf('Basic');
  await ask(orderId, 'photo');
  const revision = await ask(orderId, 'photo');
  const line = { addons: [{ id: PHOTO_MUSIC_ADDON }], quantity: 1, revisionId: revision.id };
  const newInvitation = { ...PACKAGES.Basic, addons: [], quantity: 1 };
  const usedCount = async () =>
    (await sql.query("SELECT used_count FROM referral_codes WHERE code = 'BAHAGIA10'")).rows[0].used_count;
  const before = await usedCount();
  // Alone, or beside a new invitation: refused, with nothing written and no use of the code.
  for (const cart of [[line], [newInvitation, line]]) {
    const issued = await rpc.call(ORDERING.createOrderId, {});
    await expect(
      rpc.call(ORDERING.confirmManualPayment, { ...issued, customer, cart, referralCode: 'BAHAGIA10' }),
    ).rejects.toMatchObject({ status: 400, message: REFERRAL_MESSAGES.notForRevisions });
    expect((await sql.query('SELECT 1 FROM payments WHERE order_id = $1', [issued.orderId])).rowCount).toBe(
      0,
    );
  }
  expect(await usedCount()).toBe(before);
  // Without the code it is paid at the add-on's price.
  const paymentId = await pay([line]);
  const [payment] = (
    await sql.query(
      'SELECT amount::int AS amount, discount::int AS discount FROM payments WHERE order_id = $1',
      [paymentId],
    )
  ).rows;
  expect(payment).toEqual({ amount: revision.price, discount: 0 });
});

it('counts every kind against its allowance in any order of asks and withdrawals', async () => {
  type Step = { ask: RevisionKind } | { withdraw: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ ask: fc.constantFrom(...REVISION_KINDS) }),
    fc.record({ withdraw: fc.nat(5) }),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('Basic' as const, 'Premium' as const),
      fc.array(step, { minLength: 1, maxLength: 8 }),
      async (pkg, steps) => {
        const orderId = await orderOf(pkg);
        const standing: { id: string; kind: RevisionKind }[] = [];
        for (const next of steps) {
          if ('ask' in next) {
            const free = freeRevisions(next.ask, pkg);
            const count = standing.filter((r) => r.kind === next.ask).length;
            const asked = await ask(orderId, next.ask);
            expect(asked.free).toBe(free === null || count < free);
            standing.push({ id: asked.id, kind: next.ask });
          } else if (standing.length > 0) {
            const [gone] = standing.splice(next.withdraw % standing.length, 1);
            await rpc.call(ORDERING.updateRevision, { id: gone.id, input: { status: 'cancelled' } });
          }
        }
      },
    ),
    { numRuns: 15 },
  );
});
