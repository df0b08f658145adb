import type { InvitationDraft } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/** Every statement about `invitation_data`: one saved draft of a couple's data per order. */

export interface InvitationDataRow {
  data: unknown;
  version: number;
  updated_at: Date;
}

export async function invitationDataOf(
  manager: EntityManager,
  orderId: string,
): Promise<InvitationDataRow | undefined> {
  const [row] = await manager.query(
    'SELECT data, version, updated_at FROM invitation_data WHERE order_id = $1',
    [orderId],
  );
  return row;
}

/**
 * Saves the draft over version `version` (0: none saved yet); answers the saved row, or undefined
 * when the stored version is another (a device saved in between) and nothing was written.
 */
export async function saveInvitationData(
  manager: EntityManager,
  orderId: string,
  version: number,
  data: InvitationDraft,
): Promise<InvitationDataRow | undefined> {
  const json = JSON.stringify(data);
  if (version === 0) {
    const inserted: InvitationDataRow[] = await manager.query(
      `INSERT INTO invitation_data (order_id, data, version) VALUES ($1, $2::jsonb, 1)
       ON CONFLICT (order_id) DO NOTHING RETURNING data, version, updated_at`,
      [orderId, json],
    );
    return inserted[0];
  }
  // TypeORM answers an UPDATE with its rows and the number of rows it changed.
  const [updated] = (await manager.query(
    `UPDATE invitation_data SET data = $3::jsonb, version = version + 1, updated_at = now()
     WHERE order_id = $1 AND version = $2 RETURNING data, version, updated_at`,
    [orderId, version, json],
  )) as [InvitationDataRow[], number];
  return updated[0];
}

/** How long a couple's data is kept after their order was last changed as completed. */
export const INVITATION_DATA_RETENTION_DAYS = 180;
/** At most this many orders' data is deleted per pass, so a pass stays short. */
const PRUNE_BATCH = 100;

/**
 * Deletes the data of orders completed (and untouched since) more than
 * INVITATION_DATA_RETENTION_DAYS ago, a bounded batch at a time; answers how many.
 */
export async function pruneInvitationData(manager: EntityManager): Promise<number> {
  // TypeORM answers a DELETE with its rows and the number of rows it removed.
  const [, removed] = (await manager.query(
    `DELETE FROM invitation_data WHERE order_id IN (
       SELECT data.order_id FROM invitation_data data JOIN fulfilment_orders fulfilment USING (order_id)
        WHERE fulfilment.status = 'completed'
          AND fulfilment.updated_at < now() - make_interval(days => $1)
        LIMIT $2)`,
    [INVITATION_DATA_RETENTION_DAYS, PRUNE_BATCH],
  )) as [unknown[], number];
  return removed;
}
