import fc from 'fast-check';
import {
  AdminPaymentRow,
  EVENT_TYPES,
  NEW_PROOF_MESSAGES,
  ORDER_LOOKUP_NOT_FOUND,
  ORDERING,
  OrderTracking,
  ProofStatus,
} from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import { Client } from 'pg';
import { useOrderingOnBus } from './harness';
import { announceProof, payManually } from './manual-payments';

/**
 * A manual payment's transfer proof as the couple and the admin move it: confirmed with or without
 * a picture, rejected with a reason, sent again from the tracking page (a rejected payment then
 * waits for a decision again, back in the admin's queue), approved. proof-storage's decisions are
 * played as it sends them, on the bus.
 */
jest.setTimeout(240_000);

let rpc: RpcClient;
let bus: EventBus;
let sql: Client;
useOrderingOnBus('newproof', (running) => ({ rpc, sql, bus } = running));

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
const cart = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [], quantity: 1 }];
const lookup = (orderId: string) => ({ order_id: orderId, phone: '+62 812-3456-7890' });

/** A manual payment confirmed from the page, with or without a picture of the transfer. */
async function confirm(withProof: boolean): Promise<string> {
  const { orderId, orderSecret } = await rpc.call(ORDERING.createOrderId, {});
  await rpc.call(ORDERING.confirmManualPayment, { orderId, orderSecret, customer, cart, withProof });
  return orderId;
}

/** proof-storage announcing an admin's decision; resolves once ordering has handled it. */
const decide = (orderId: string, status: ProofStatus, reason?: string) =>
  announceProof({ bus, sql }, { orderId, status, ...(reason ? { reason } : {}) });

const track = (orderId: string) => rpc.call<OrderTracking>(ORDERING.trackOrder.pattern, lookup(orderId));
const newProof = (orderId: string) => rpc.call<OrderTracking>(ORDERING.takeNewProof.pattern, lookup(orderId));

async function paymentRow(orderId: string) {
  const { rows } = await sql.query(
    `SELECT payment.status, payment.version, payment.proof_attached, payment.proof_rejection_reason,
            fulfilment.hold_reason, fulfilment.order_id IS NOT NULL AS has_order,
            (SELECT count(*)::int FROM outbox WHERE type = $2 AND payload->'data'->>'orderId' = $1) AS created_events
     FROM payments payment LEFT JOIN fulfilment_orders fulfilment USING (order_id) WHERE payment.order_id = $1`,
    [orderId, EVENT_TYPES.paymentCreated],
  );
  return rows[0];
}

async function queued(orderId: string): Promise<AdminPaymentRow | undefined> {
  const queue = await rpc.call<{ data: AdminPaymentRow[] }>(ORDERING.proofQueue.pattern, { limit: 100 });
  return queue.data.find((row) => row.order_id === orderId);
}

it('says a confirmation came without a picture, to the couple and in the queue, until one is sent', async () => {
  const orderId = await confirm(false);
  expect((await track(orderId)).proof).toEqual({ attached: false, rejection_reason: null });
  expect(await queued(orderId)).toMatchObject({ proof_attached: false });

  const tracked = await newProof(orderId);
  expect(tracked).toMatchObject({
    payment_status: 'pending',
    proof: { attached: true, rejection_reason: null },
  });
  expect(await queued(orderId)).toMatchObject({ proof_attached: true });
  // Still the one payment: no new version, no second payment.created.
  expect(await paymentRow(orderId)).toMatchObject({ status: 'pending', version: 1, created_events: 1 });

  const withPicture = await confirm(true);
  expect((await track(withPicture)).proof).toEqual({ attached: true, rejection_reason: null });
});

it('tells the couple why a proof was rejected, and puts the payment back in the queue when they send another', async () => {
  const orderId = await confirm(true);
  await decide(orderId, 'rejected', '  Nominal transfer tidak sesuai dengan total pesanan.  ');
  expect(await track(orderId)).toMatchObject({
    payment_status: 'rejected',
    proof: { attached: true, rejection_reason: 'Nominal transfer tidak sesuai dengan total pesanan.' },
  });
  expect(await queued(orderId)).toBeUndefined();

  await expect(rpc.call(ORDERING.newProofAccess.pattern, lookup(orderId))).resolves.toEqual({
    order_id: orderId,
  });
  expect(await newProof(orderId)).toMatchObject({
    payment_status: 'pending',
    proof: { attached: true, rejection_reason: null },
  });
  // Reporting counts it pending again from a payment.created at the next version.
  expect(await paymentRow(orderId)).toMatchObject({ status: 'pending', version: 3, created_events: 2 });
  expect(await queued(orderId)).toBeDefined();
  const history = await sql.query(
    'SELECT from_status, to_status, source FROM payment_status_changes WHERE order_id = $1 ORDER BY version',
    [orderId],
  );
  expect(history.rows.at(-1)).toEqual({ from_status: 'rejected', to_status: 'pending', source: 'new-proof' });

  await decide(orderId, 'approved');
  expect(await paymentRow(orderId)).toMatchObject({ status: 'paid', has_order: true, hold_reason: null });
});

it('takes no new proof for a paid order, an online payment or the wrong phone', async () => {
  const paid = await payManually({ rpc, bus, sql }, customer, cart);
  await expect(rpc.call(ORDERING.newProofAccess.pattern, lookup(paid))).rejects.toMatchObject({
    status: 409,
    message: NEW_PROOF_MESSAGES.notAccepted,
  });
  await expect(newProof(paid)).rejects.toMatchObject({ status: 409 });
  expect(await paymentRow(paid)).toMatchObject({ status: 'paid', version: 2 });

  const orderId = await confirm(false);
  await expect(
    rpc.call(ORDERING.newProofAccess.pattern, { order_id: orderId, phone: '089999999999' }),
  ).rejects.toMatchObject({ status: 404, message: ORDER_LOOKUP_NOT_FOUND });
  await expect(
    rpc.call(ORDERING.takeNewProof.pattern, { order_id: orderId, phone: '089999999999' }),
  ).rejects.toMatchObject({
    status: 404,
  });
  expect(await paymentRow(orderId)).toMatchObject({ proof_attached: false });
});

/** What the model says of one manual payment after each step. */
interface Model {
  status: 'pending' | 'paid' | 'rejected';
  attached: boolean;
  reason: string | null;
  version: number;
  created: number;
  everPaid: boolean;
}

type Step = { kind: 'approve' } | { kind: 'reject'; reason: string | null } | { kind: 'new-proof' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'approve' }),
  fc.record({
    kind: fc.constant('reject' as const),
    reason: fc.option(fc.constantFrom('Nominal tidak sesuai.', 'Bukti tidak terbaca.'), { nil: null }),
  }),
  fc.constant<Step>({ kind: 'new-proof' }),
);

it('matches a model of decisions and new proofs in any order', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.boolean(),
      fc.array(stepArb, { minLength: 1, maxLength: 6 }),
      async (withProof, steps) => {
        const orderId = await confirm(withProof);
        const model: Model = {
          status: 'pending',
          attached: withProof,
          reason: null,
          version: 1,
          created: 1,
          everPaid: false,
        };
        for (const step of steps) {
          if (step.kind === 'approve') {
            await decide(orderId, 'approved');
            model.reason = null;
            if (model.status !== 'paid') {
              model.status = 'paid';
              model.version += 1;
              model.everPaid = true;
            }
          } else if (step.kind === 'reject') {
            await decide(orderId, 'rejected', step.reason ?? undefined);
            model.reason = step.reason;
            if (model.status !== 'rejected') {
              model.status = 'rejected';
              model.version += 1;
            }
          } else if (model.status === 'paid') {
            await expect(newProof(orderId)).rejects.toMatchObject({ status: 409 });
          } else {
            await newProof(orderId);
            model.attached = true;
            model.reason = null;
            if (model.status === 'rejected') {
              model.status = 'pending';
              model.version += 1;
              model.created += 1;
            }
          }
          const row = await paymentRow(orderId);
          expect({
            status: row.status,
            attached: row.proof_attached,
            reason: row.proof_rejection_reason,
            version: row.version,
            created: row.created_events,
          }).toEqual({
            status: model.status,
            attached: model.attached,
            reason: model.reason,
            version: model.version,
            created: model.created,
          });
          // Work goes on exactly while the money is kept; an order once opened stays.
          expect(row.has_order).toBe(model.everPaid);
          if (model.everPaid) expect(row.hold_reason === null).toBe(model.status === 'paid');
          expect((await track(orderId)).proof).toEqual({
            attached: model.attached,
            rejection_reason: model.reason,
          });
        }
      },
    ),
    { numRuns: Number(process.env.NEW_PROOF_MODEL_RUNS ?? 25) },
  );
});
