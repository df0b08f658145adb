import type { EventEnvelope, OrderSpeed, OrderTracking, PaymentStatus } from '@undangan/contracts';
import { bindParam, OUTBOX_INSERT, outboxRow, preparedStatement, queryPrepared } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { countRows } from '../search/admin-search';
import { PaymentEntity } from './payment.entity';

/**
 * The statements about `payments` (PaymentEntity) that its repository does not say as clearly.
 * `insertPayment` also writes `payment_items` and `outbox`; `paymentWithFulfilment` also reads
 * `fulfilment_orders`.
 */

/** The referral code an order's payment was priced with, or null when the order has no payment. */
export function pricedReferralOf(
  manager: EntityManager,
  orderId: string,
): Promise<Pick<PaymentEntity, 'orderId' | 'referralCode'> | null> {
  return manager
    .getRepository(PaymentEntity)
    .findOne({ where: { orderId }, select: { orderId: true, referralCode: true } });
}

/** A new pending payment, as `insertPayment` writes it. */
export interface NewPayment {
  orderId: string;
  paymentType: string | null;
  amount: number;
  subtotal: number;
  discount: number;
  referralCode: string | null;
  customer: { name: string; phone: string; email: string };
  createdAt: Date;
  ownerSecretHash: string | null;
  /** Manual payments: whether the confirmation came with a proof's picture; null for online ones. */
  proofAttached: boolean | null;
}

/** One line of a new payment, in `payment_items`' column names. */
export interface NewPaymentLine {
  line_no: number;
  cart_index: number;
  item_type: string;
  item_id: string;
  item_name: string;
  item_price: number;
  item_quantity: number;
  design_id: string | null;
  design_name: string | null;
  revision_id: string | null;
}

/**
 * Writes the payment, its lines and its event in one statement: all or nothing even outside a
 * transaction. A taken order id fails it with a unique violation (payments_pkey) and writes
 * nothing: the lines are made from the payment's row, so the payment is always inserted (and
 * refused) before them. Each placeholder is numbered where its value is bound, the event's after
 * the payment's, so none is counted by hand.
 */
export async function insertPayment(
  manager: EntityManager,
  payment: NewPayment,
  lines: NewPaymentLine[],
  event: EventEnvelope<unknown>,
): Promise<void> {
  const params: unknown[] = [];
  const bind = (value: unknown) => bindParam(params, value);
  const at = bind(payment.createdAt);
  const paymentValues = [
    bind(payment.orderId),
    `'pending'`,
    bind(payment.paymentType),
    bind(payment.amount),
    bind(payment.subtotal),
    bind(payment.discount),
    bind(payment.referralCode),
    bind(payment.customer.name),
    bind(payment.customer.phone),
    bind(payment.customer.email),
    at,
    at,
    bind(payment.ownerSecretHash),
    bind(payment.proofAttached),
  ];
  // The same text every time (only the parameters differ): prepared once per connection.
  const statement = preparedStatement(
    'ordering_insert_payment',
    `WITH payment AS (
       INSERT INTO payments (order_id, status, payment_type, amount, subtotal, discount, referral_code,
                                 customer_name, customer_phone, customer_email, created_at, updated_at,
                                 owner_secret_hash, proof_attached)
       VALUES (${paymentValues.join(', ')})
       RETURNING order_id
     ), lines AS (
       INSERT INTO payment_items (order_id, line_no, cart_index, item_type, item_id, item_name, item_price,
                                      item_quantity, design_id, design_name, revision_id)
       SELECT payment.order_id, item.line_no, item.cart_index, item.item_type, item.item_id, item.item_name,
              item.item_price, item.item_quantity, item.design_id, item.design_name, item.revision_id
       FROM payment, jsonb_to_recordset(${bind(JSON.stringify(lines))}::jsonb) AS item(line_no integer,
            cart_index integer, item_type text, item_id text, item_name text, item_price bigint,
            item_quantity integer, design_id text, design_name text, revision_id uuid)
     )
     ${OUTBOX_INSERT} VALUES ${outboxRow(event, params)}`,
  );
  await queryPrepared(manager, statement, params);
}

const STORE_SNAP_TOKEN = preparedStatement(
  'ordering_store_snap_token',
  'UPDATE payments SET snap_token = $2, snap_redirect_url = $3, updated_at = now() WHERE order_id = $1',
);

export async function storeSnapToken(
  manager: EntityManager,
  orderId: string,
  token: string,
  redirectUrl: string,
): Promise<void> {
  await queryPrepared(manager, STORE_SNAP_TOKEN, [orderId, token, redirectUrl]);
}

/** The hash of the secret a payment was confirmed with (a column the entity never selects). */
export async function ownerSecretHashOf(manager: EntityManager, orderId: string): Promise<string | null> {
  const [row] = await manager.query('SELECT owner_secret_hash FROM payments WHERE order_id = $1', [orderId]);
  return row?.owner_secret_hash ?? null;
}

/** A payment with the state of its fulfilment order (from `fulfilment_orders`), for its customer. */
export interface PaymentWithFulfilmentRow {
  order_id: string;
  status: PaymentStatus;
  payment_type: string | null;
  amount: string;
  subtotal: string;
  discount: string;
  referral_code: string | null;
  refunded_amount: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  created_at: Date;
  settled_at: Date | null;
  proof_attached: boolean | null;
  proof_rejection_reason: string | null;
  work_status: OrderTracking['work_status'];
  hold_reason: string | null;
  client_url: string | null;
  /** The fulfilment order's own id and what it makes; null before the payment is paid. */
  fulfilment_id: string | null;
  package: string | null;
  design: string | null;
  addon: string[] | null;
  data_submitted_at: Date | null;
  promised_speed: OrderSpeed | null;
  due_at: Date | null;
  earliest_at: Date | null;
}

export async function paymentWithFulfilment(
  manager: EntityManager,
  orderId: string,
): Promise<PaymentWithFulfilmentRow | undefined> {
  const [row]: PaymentWithFulfilmentRow[] = await manager.query(
    `SELECT payment.order_id, payment.status, payment.payment_type, payment.amount, payment.subtotal,
            payment.discount, payment.referral_code, payment.refunded_amount, payment.customer_name,
            payment.customer_phone, payment.customer_email, payment.created_at, payment.settled_at, payment.proof_attached,
            payment.proof_rejection_reason, fulfilment.status AS work_status, fulfilment.hold_reason, fulfilment.client_url,
            fulfilment.id::text AS fulfilment_id, fulfilment.package, fulfilment.design, fulfilment.addon,
            fulfilment.data_submitted_at, fulfilment.promised_speed, fulfilment.due_at, fulfilment.earliest_at
     FROM payments payment LEFT JOIN fulfilment_orders fulfilment USING (order_id) WHERE payment.order_id = $1`,
    [orderId],
  );
  return row;
}

/** One payment of the history, as the history reads it. */
export interface HistoryPaymentRow {
  order_id: string;
  status: PaymentStatus;
  payment_type: string | null;
  amount: string;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  created_at: Date;
  settled_at: Date | null;
  updated_at: Date;
  version: number;
  refunded_amount: string;
  paid_late: boolean;
  /** created_at to the microsecond: a JavaScript Date would round it and break the keyset. */
  cursor_at: string;
}

const HISTORY_COLUMNS = `order_id, status, payment_type, amount, customer_name, customer_phone, customer_email,
  created_at, settled_at, updated_at, version, refunded_amount, paid_late,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at`;

/** A keyset page of payments by (created_at, order_id), oldest first, after `after` when given. */
export function historyPage(
  manager: EntityManager,
  after: { createdAt: string; orderId: string } | undefined,
  limit: number,
): Promise<HistoryPaymentRow[]> {
  return after
    ? manager.query(
        `SELECT ${HISTORY_COLUMNS} FROM payments WHERE (created_at, order_id) > ($1::timestamptz, $2)
         ORDER BY created_at, order_id LIMIT $3`,
        [after.createdAt, after.orderId, limit],
      )
    : manager.query(`SELECT ${HISTORY_COLUMNS} FROM payments ORDER BY created_at, order_id LIMIT $1`, [
        limit,
      ]);
}

/** How many payments are in each status. */
export function countPaymentsByStatus(manager: EntityManager): Promise<{ status: string; n: number }[]> {
  return manager.query('SELECT status, count(*)::int AS n FROM payments GROUP BY status');
}

/**
 * Payments whose money can still move at Midtrans: refunds, chargebacks, reversals. A payment all
 * of whose money went back is still among them: a refund can be followed by a chargeback and a
 * chargeback can grow, beyond the amount (docs/PAYMENTS.md). `payments_money_can_move_idx`
 * (migration 1763800000065) is made for this predicate.
 */
const MONEY_CAN_MOVE = `status IN ('paid', 'partially_refunded', 'refunded', 'charged_back')`;

/**
 * Pending online payments older than `olderThanMs` (a token-less one after `tokenlessAfterMs`),
 * asked-about-longest-ago first; `out_of_time` once nobody can pay them (`closableMs`).
 */
export function pendingOnlinePayments(
  manager: EntityManager,
  args: {
    manualType: string;
    olderThanMs: number;
    closableMs: number;
    tokenlessAfterMs: number;
    limit: number;
  },
): Promise<{ order_id: string; has_token: boolean; out_of_time: boolean }[]> {
  return manager.query(
    `SELECT order_id, snap_token IS NOT NULL AS has_token,
          created_at < now() - ($3 || ' milliseconds')::interval AS out_of_time
     FROM payments
     WHERE status = 'pending' AND (payment_type IS NULL OR payment_type <> $1)
       AND CASE WHEN snap_token IS NULL THEN created_at < now() - ($4 || ' milliseconds')::interval
                ELSE created_at < now() - ($2 || ' milliseconds')::interval END
     ORDER BY provider_checked_at NULLS FIRST, created_at LIMIT $5`,
    [
      args.manualType,
      String(args.olderThanMs),
      String(args.closableMs),
      String(args.tokenlessAfterMs),
      args.limit,
    ],
  );
}

/** Failed or expired online payments younger than `closableMs`: their Snap page may still be paid. */
export function closedButPayable(
  manager: EntityManager,
  closableMs: number,
  limit: number,
): Promise<{ order_id: string }[]> {
  return manager.query(
    `SELECT order_id FROM payments
     WHERE status IN ('failed', 'expired') AND snap_token IS NOT NULL
       AND created_at > now() - ($1 || ' milliseconds')::interval
     ORDER BY provider_checked_at NULLS FIRST, created_at LIMIT $2`,
    [String(closableMs), limit],
  );
}

/** Settled online payments whose money can still move, for `watchMs` after their settlement. */
export function moneyCanMove(
  manager: EntityManager,
  watchMs: number,
  limit: number,
): Promise<{ order_id: string }[]> {
  return manager.query(
    `SELECT order_id FROM payments
     WHERE ${MONEY_CAN_MOVE} AND snap_token IS NOT NULL
       AND settled_at > now() - ($1 || ' milliseconds')::interval
     ORDER BY provider_checked_at NULLS FIRST, settled_at LIMIT $2`,
    [String(watchMs), limit],
  );
}

export async function markProviderChecked(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query('UPDATE payments SET provider_checked_at = now() WHERE order_id = $1', [orderId]);
}

/** A payment as the back office lists it. */
export interface AdminPaymentRecord {
  order_id: string;
  created_at: Date;
  customer_name: string;
  customer_phone: string;
  customer_email: string;
  payment_type: string | null;
  status: PaymentStatus;
  amount: string;
  refunded_amount: string;
  refund_due: string;
  paid_late: boolean;
  proof_attached: boolean | null;
}

const ADMIN_COLUMNS =
  'order_id, created_at, customer_name, customer_phone, customer_email, payment_type, status, amount, refunded_amount, refund_due, paid_late, proof_attached';

/** A filter on payments (`WHERE ...` of admin-search's clauses) and its bound values. */
export interface PaymentFilter {
  where: string;
  params: unknown[];
}

/**
 * A page of the filtered payments, newest first. The page's keys come from the index alone (an
 * index-only scan, even 50,000 rows deep); only the page's own rows are read from the table.
 */
export function pageOfPayments(
  manager: EntityManager,
  { where, params }: PaymentFilter,
  limit: number,
  offset: number,
): Promise<AdminPaymentRecord[]> {
  return manager.query(
    `SELECT ${ADMIN_COLUMNS} FROM payments JOIN (
       SELECT order_id FROM payments ${where}
       ORDER BY created_at DESC, order_id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     ) page USING (order_id)
     ORDER BY created_at DESC, order_id DESC`,
    [...params, limit, offset],
  );
}

export function countPayments(manager: EntityManager, { where, params }: PaymentFilter): Promise<number> {
  return countRows(manager, 'payments', where, params);
}

/** The filtered payments, newest first, at most `limit`. */
export function filteredPayments(
  manager: EntityManager,
  { where, params }: PaymentFilter,
  limit: number,
): Promise<AdminPaymentRecord[]> {
  return manager.query(
    `SELECT ${ADMIN_COLUMNS} FROM payments ${where} ORDER BY created_at DESC, order_id DESC LIMIT $${params.length + 1}`,
    [...params, limit],
  );
}

/** One payment with how its amount was reached and its channel, for its detail. */
export interface PaymentDetailRecord extends AdminPaymentRecord {
  subtotal: string;
  discount: string;
  referral_code: string | null;
  va_numbers: { bank: string; va_number: string }[];
  store: string | null;
  payment_code: string | null;
  expiry_time: Date | null;
  settled_at: Date | null;
}

export async function paymentDetailRecord(
  manager: EntityManager,
  orderId: string,
): Promise<PaymentDetailRecord | undefined> {
  const [row] = await manager.query(
    `SELECT ${ADMIN_COLUMNS}, subtotal, discount, referral_code, va_numbers, store, payment_code, expiry_time,
       settled_at
     FROM payments WHERE order_id = $1`,
    [orderId],
  );
  return row;
}

/** How many payments of `paymentType` are pending. */
export async function countPending(manager: EntityManager, paymentType: string): Promise<number> {
  const [pending] = await manager.query(
    `SELECT count(*)::int AS total FROM payments WHERE status = 'pending' AND payment_type = $1`,
    [paymentType],
  );
  return pending.total;
}

/** Pending payments of `paymentType`, oldest or newest first, at most `limit`. */
export function pendingPayments(
  manager: EntityManager,
  paymentType: string,
  order: 'oldest' | 'newest',
  limit: number,
): Promise<AdminPaymentRecord[]> {
  return order === 'oldest'
    ? manager.query(
        `SELECT ${ADMIN_COLUMNS} FROM payments WHERE status = 'pending' AND payment_type = $1
         ORDER BY created_at, order_id LIMIT $2`,
        [paymentType, limit],
      )
    : manager.query(
        `SELECT ${ADMIN_COLUMNS} FROM payments WHERE status = 'pending' AND payment_type = $1
         ORDER BY created_at DESC, order_id DESC LIMIT $2`,
        [paymentType, limit],
      );
}

/**
 * Revenue settled since an instant, net of what went back (`statuses`: paid and the money-back
 * ones), and how many of those payments kept something.
 */
export async function revenueSettledSince(
  manager: EntityManager,
  since: Date,
  statuses: string[],
): Promise<{ revenue: number; paid: number }> {
  const [revenue] = await manager.query(
    `SELECT coalesce(sum(amount - refunded_amount), 0)::bigint AS revenue,
       count(*) FILTER (WHERE amount > refunded_amount)::int AS paid
     FROM payments
     WHERE status = ANY($2) AND settled_at >= $1`,
    [since, statuses],
  );
  return { revenue: Number(revenue.revenue), paid: revenue.paid };
}
