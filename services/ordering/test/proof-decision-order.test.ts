import { EVENT_TYPES, ORDERING, OrderTracking, ProofStatus } from '@undangan/contracts';
import { EventBus, RpcClient } from '@undangan/platform';
import { Client } from 'pg';
import { useOrderingOnBus } from './harness';
import { announceProof } from './manual-payments';

/**
 * Proof decisions applied in the order they were made (the proof's version), not the order their
 * events arrive in, and the same decision saved again putting right a payment that disagrees with
 * its proof. proof-storage's events are played on the bus as it writes them.
 */
jest.setTimeout(120_000);

let rpc: RpcClient;
let bus: EventBus;
let sql: Client;
useOrderingOnBus('prooforder', (running) => ({ rpc, sql, bus } = running));

const customer = { name: 'Rina & Bayu', phone: '081234567890', email: 'rina@example.com' };
const cart = [{ packageId: 2, designId: 'basic-dusty-blue', addons: [], quantity: 1 }];

/** A manual payment confirmed with its picture, waiting for the admin's decision. */
async function confirmed(): Promise<string> {
  const { orderId, orderSecret } = await rpc.call(ORDERING.createOrderId, {});
  await rpc.call(ORDERING.confirmManualPayment, { orderId, orderSecret, customer, cart, withProof: true });
  return orderId;
}

/** proof-storage's event for a decision saved at `version`. */
const decided = (
  orderId: string,
  status: ProofStatus,
  previousStatus: ProofStatus,
  version: number,
  changedBy = 'admin',
) => announceProof({ bus, sql }, { orderId, status, previousStatus, version, changedBy });

/** What the money and the work say of a payment: its status, its events, its fulfilment order. */
async function outcome(orderId: string) {
  const { rows } = await sql.query(
    `SELECT payment.status, payment.proof_version::int AS proof_version,
            fulfilment.order_id IS NOT NULL AS has_order, fulfilment.hold_reason IS NOT NULL AS held,
            (SELECT count(*)::int FROM outbox WHERE type = $2 AND payload->'data'->>'orderId' = $1) AS settled,
            (SELECT count(*)::int FROM outbox WHERE type = $3 AND payload->'data'->>'orderId' = $1) AS closed
     FROM payments payment LEFT JOIN fulfilment_orders fulfilment USING (order_id) WHERE payment.order_id = $1`,
    [orderId, EVENT_TYPES.paymentSettled, EVENT_TYPES.paymentFailed],
  );
  return rows[0];
}

describe('two decisions whose events arrive out of order', () => {
  it('leave a payment rejected when the rejection was made last, with no revenue and no order', async () => {
    const orderId = await confirmed();
    // Approved (version 2), then rejected by another admin (version 3); the rejection arrives first.
    await decided(orderId, 'rejected', 'approved', 3, 'siti');
    await decided(orderId, 'approved', 'pending', 2, 'budi');
    expect(await outcome(orderId)).toEqual({
      status: 'rejected',
      proof_version: 3,
      has_order: false,
      held: false,
      settled: 0,
      closed: 1,
    });
  });

  it('leave a payment paid when the approval was made last, its order at work', async () => {
    const orderId = await confirmed();
    await decided(orderId, 'approved', 'rejected', 5, 'budi');
    await decided(orderId, 'rejected', 'pending', 4, 'siti');
    expect(await outcome(orderId)).toEqual({
      status: 'paid',
      proof_version: 5,
      has_order: true,
      held: false,
      settled: 1,
      closed: 0,
    });
  });
});

describe('the same decision saved again', () => {
  it('takes back the revenue of a payment paid while its proof is rejected, and lets the couple send another', async () => {
    const orderId = await confirmed();
    await decided(orderId, 'approved', 'pending', 2);
    // The rejection (version 3) never reached ordering: the proof says rejected, the payment paid.
    expect(await outcome(orderId)).toMatchObject({ status: 'paid', has_order: true, settled: 1 });
    await decided(orderId, 'rejected', 'rejected', 4, 'siti');
    expect(await outcome(orderId)).toEqual({
      status: 'rejected',
      proof_version: 4,
      has_order: true,
      held: true,
      settled: 1,
      closed: 1,
    });
    // The couple's new proof is taken again: the payment waits for a decision.
    const tracked = await rpc.call<OrderTracking>(ORDERING.takeNewProof.pattern, {
      order_id: orderId,
      phone: customer.phone,
    });
    expect(tracked.payment_status).toBe('pending');
  });

  it('pays a payment rejected while its proof is approved, and puts its order back to work', async () => {
    const orderId = await confirmed();
    await decided(orderId, 'approved', 'pending', 2);
    await decided(orderId, 'rejected', 'approved', 3);
    // The approval after it (version 4) was lost: the proof says approved, the payment rejected.
    await decided(orderId, 'approved', 'approved', 5, 'budi');
    expect(await outcome(orderId)).toEqual({
      status: 'paid',
      proof_version: 5,
      has_order: true,
      held: false,
      settled: 2,
      closed: 1,
    });
    // Saved once more as it is: nothing moves.
    await decided(orderId, 'approved', 'approved', 6, 'budi');
    expect(await outcome(orderId)).toMatchObject({ status: 'paid', proof_version: 6, settled: 2, closed: 1 });
  });
});
