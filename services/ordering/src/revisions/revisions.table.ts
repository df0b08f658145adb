import type { AdminRevisionRow, RevisionKind, RevisionStatus, RevisionView } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/** Every statement about `revisions`; the admin's queue also reads the order and its payment. */

const COLUMNS = `revision.id, revision.order_id, revision.kind, revision.description, revision.free,
  revision.addon_id, revision.addon_title, revision.price::integer AS price, revision.status,
  revision.paid_order_id, revision.created_at, revision.paid_at, revision.done_at`;

interface RevisionRow extends Omit<RevisionView, 'created_at' | 'paid_at' | 'done_at'> {
  created_at: Date;
  paid_at: Date | null;
  done_at: Date | null;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
const toView = <R extends RevisionRow>(
  row: R,
): Omit<R, 'created_at' | 'paid_at' | 'done_at'> & RevisionView => ({
  ...row,
  created_at: row.created_at.toISOString(),
  paid_at: iso(row.paid_at),
  done_at: iso(row.done_at),
});

type AdminQueueRow = RevisionRow & { order_row_id: string; customer_name: string; package: string };

export interface NewRevision {
  id: string;
  orderId: string;
  kind: RevisionKind;
  description: string;
  addon: { id: number; title: string; price: number } | null;
}

/** A free revision goes to the team's queue; a paid one waits for its payment. */
export async function insertRevision(manager: EntityManager, revision: NewRevision): Promise<RevisionView> {
  const [row]: RevisionRow[] = await manager.query(
    `INSERT INTO revisions AS revision (id, order_id, kind, description, free, addon_id, addon_title, price, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      revision.id,
      revision.orderId,
      revision.kind,
      revision.description,
      revision.addon === null,
      revision.addon?.id ?? null,
      revision.addon?.title ?? null,
      revision.addon?.price ?? 0,
      revision.addon === null ? 'queued' : 'awaiting_payment',
    ],
  );
  return toView(row);
}

/** An order's revisions, oldest first. */
export async function revisionsOf(manager: EntityManager, orderId: string): Promise<RevisionView[]> {
  const rows: RevisionRow[] = await manager.query(
    `SELECT ${COLUMNS} FROM revisions revision WHERE revision.order_id = $1 ORDER BY revision.created_at, revision.id`,
    [orderId],
  );
  return rows.map(toView);
}

/** The revisions a payment's lines name, with what a payment must match and their order's hold. */
export async function revisionsForPayment(
  manager: EntityManager,
  ids: string[],
): Promise<{ id: string; status: RevisionStatus; addon_id: number | null; on_hold: boolean }[]> {
  return manager.query(
    `SELECT revision.id, revision.status, revision.addon_id, fulfilment.hold_reason IS NOT NULL AS on_hold
       FROM revisions revision LEFT JOIN fulfilment_orders fulfilment USING (order_id)
      WHERE revision.id = ANY($1::uuid[])`,
    [ids],
  );
}

/**
 * The revisions a payment's lines name, locked until the transaction ends (a revision is paid by
 * one payment: two settling at once take turns), with the payment that paid each.
 */
export async function lockRevisionsForPayment(
  manager: EntityManager,
  ids: string[],
): Promise<{ id: string; status: RevisionStatus; paid_order_id: string | null }[]> {
  return manager.query(
    'SELECT id, status, paid_order_id FROM revisions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
    [ids],
  );
}

/** The revisions a settled payment paid for go to the team's queue (once: a repeat changes nothing). */
export async function markRevisionsPaid(
  manager: EntityManager,
  paymentOrderId: string,
  ids: string[],
): Promise<void> {
  await manager.query(
    `UPDATE revisions SET status = 'queued', paid_order_id = $1, paid_at = now()
      WHERE id = ANY($2::uuid[]) AND status = 'awaiting_payment'`,
    [paymentOrderId, ids],
  );
}

/**
 * A payment's money was not kept (given back, or its proof rejected after all): the revisions it
 * paid and the team has not done yet wait for their payment again.
 */
export async function unpayRevisions(manager: EntityManager, paymentOrderId: string): Promise<void> {
  await manager.query(
    `UPDATE revisions SET status = 'awaiting_payment', paid_order_id = NULL, paid_at = NULL
      WHERE paid_order_id = $1 AND status = 'queued'`,
    [paymentOrderId],
  );
}

/** The admin's queue: newest first, of one status or all, each with its order and customer. */
export async function revisionQueue(
  manager: EntityManager,
  status: RevisionStatus | undefined,
): Promise<AdminRevisionRow[]> {
  const rows: AdminQueueRow[] = await manager.query(
    `SELECT ${COLUMNS}, fulfilment.id::text AS order_row_id, payment.customer_name, fulfilment.package
         FROM revisions revision
         JOIN fulfilment_orders fulfilment USING (order_id)
         JOIN payments payment USING (order_id)
        WHERE $1::text IS NULL OR revision.status = $1
        ORDER BY revision.created_at DESC, revision.id DESC
        LIMIT 200`,
    [status ?? null],
  );
  return rows.map(toView);
}

/** A revision's status, locked until the transaction ends; undefined when there is none. */
export async function lockRevision(
  manager: EntityManager,
  id: string,
): Promise<{ status: RevisionStatus } | undefined> {
  const [row] = await manager.query('SELECT status FROM revisions WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

/** Moves a revision on, back or out (done records when). */
export async function updateRevisionStatus(
  manager: EntityManager,
  id: string,
  status: 'queued' | 'done' | 'cancelled',
): Promise<void> {
  await manager.query(
    `UPDATE revisions SET status = $2, done_at = CASE WHEN $2 = 'done' THEN now() ELSE NULL END WHERE id = $1`,
    [id, status],
  );
}

/** One revision as the admin's queue shows it. */
export async function adminRevision(
  manager: EntityManager,
  id: string,
): Promise<AdminRevisionRow | undefined> {
  const [row]: AdminQueueRow[] = await manager.query(
    `SELECT ${COLUMNS}, fulfilment.id::text AS order_row_id, payment.customer_name, fulfilment.package
       FROM revisions revision
       JOIN fulfilment_orders fulfilment USING (order_id)
       JOIN payments payment USING (order_id)
      WHERE revision.id = $1`,
    [id],
  );
  return row ? toView(row) : undefined;
}
