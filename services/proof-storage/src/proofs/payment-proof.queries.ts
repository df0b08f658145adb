import type { EntityManager } from 'typeorm';

/** The statements about `payment_proofs` (PaymentProofEntity) that its repository does not say as clearly. */

/** The rows a statement returned (EntityManager.query shapes INSERT and DELETE results differently). */
async function records<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = await manager.queryRunner!.query(sql, parameters, true);
  return result.records as T[];
}

export interface NewProof {
  orderId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  objectKey: string | null;
  contentType: string | null;
  size: number | null;
  at: Date;
}

/** Inserts a pending proof unless the order has one; true when it did. In the caller's transaction. */
export async function insertPendingProof(manager: EntityManager, proof: NewProof): Promise<boolean> {
  const inserted = await records<{ order_id: string }>(
    manager,
    `INSERT INTO payment_proofs (order_id, customer_name, customer_phone, customer_email, status,
       object_key, content_type, size, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $8)
     ON CONFLICT (order_id) DO NOTHING RETURNING order_id`,
    [
      proof.orderId,
      proof.customerName,
      proof.customerPhone,
      proof.customerEmail,
      proof.objectKey,
      proof.contentType,
      proof.size,
      proof.at,
    ],
  );
  return inserted.length === 1;
}

/**
 * Gives the order's proof its next version and answers it: a number from payment_proof_versions,
 * so it only grows, even across a proof deleted and sent again. Called under the row's lock, in the
 * transaction of the change it counts, so the order of versions is the order of the changes.
 */
export async function nextProofVersion(manager: EntityManager, orderId: string): Promise<number> {
  const [row] = await records<{ version: string }>(
    manager,
    `UPDATE payment_proofs SET version = nextval('payment_proof_versions') WHERE order_id = $1
     RETURNING version`,
    [orderId],
  );
  return Number(row.version);
}

/** Deletes the order's proof; answers its object key, or undefined when there was none. In a transaction. */
export async function deleteProof(
  manager: EntityManager,
  orderId: string,
): Promise<{ object_key: string | null } | undefined> {
  const [removed] = await records<{ object_key: string | null }>(
    manager,
    'DELETE FROM payment_proofs WHERE order_id = $1 RETURNING object_key',
    [orderId],
  );
  return removed;
}

/**
 * Forgets the image of every proof still pending since before `before`, and answers their object
 * keys. Replicas may run it at once: each row is taken by one (SKIP LOCKED). In a transaction.
 */
export function forgetUnreviewedImages(
  manager: EntityManager,
  before: Date,
): Promise<{ object_key: string }[]> {
  return records<{ object_key: string }>(
    manager,
    `WITH expired AS (
       SELECT order_id, object_key FROM payment_proofs
       WHERE status = 'pending' AND object_key IS NOT NULL AND updated_at < $1
       FOR UPDATE SKIP LOCKED)
     UPDATE payment_proofs p SET object_key = NULL, content_type = NULL, size = NULL
     FROM expired WHERE p.order_id = expired.order_id
     RETURNING expired.object_key`,
    [before],
  );
}
