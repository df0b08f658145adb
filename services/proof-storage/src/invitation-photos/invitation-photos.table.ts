import type { EntityManager } from 'typeorm';

/**
 * Every statement about `invitation_photos`: a couple's photos for their invitation, each naming
 * its picture in the private proof bucket (InvitationPhotosService says what each step means).
 */

export interface InvitationPhotoRow {
  id: string;
  order_id: string;
  image_key: string;
  content_type: string;
  /** bigint: pg answers it as text. */
  size: string;
  created_at: Date;
}

export interface NewInvitationPhoto {
  id: string;
  orderId: string;
  key: string;
  contentType: string;
  size: number;
}

/** The rows a statement returned (EntityManager.query shapes INSERT and DELETE results differently). */
async function records<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const result = await manager.queryRunner!.query(sql, parameters, true);
  return result.records as T[];
}

/**
 * Holds the order's photos for the rest of `manager`'s transaction, on every replica: two uploads
 * for one order take turns between counting and inserting, so the limit holds.
 */
export async function lockOrderPhotos(manager: EntityManager, orderId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended('invitation-photos:' || $1, 0))`, [
    orderId,
  ]);
}

export async function countPhotos(manager: EntityManager, orderId: string): Promise<number> {
  const [row] = (await manager.query('SELECT count(*) AS n FROM invitation_photos WHERE order_id = $1', [
    orderId,
  ])) as { n: string }[];
  return Number(row.n);
}

/** Inserts a photo in `manager`'s transaction and answers its row. */
export async function insertPhoto(
  manager: EntityManager,
  photo: NewInvitationPhoto,
): Promise<InvitationPhotoRow> {
  const [row] = await records<InvitationPhotoRow>(
    manager,
    `INSERT INTO invitation_photos (id, order_id, image_key, content_type, size)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [photo.id, photo.orderId, photo.key, photo.contentType, photo.size],
  );
  return row;
}

/** The order's photos, oldest first. */
export function photosOf(manager: EntityManager, orderId: string): Promise<InvitationPhotoRow[]> {
  return manager.query('SELECT * FROM invitation_photos WHERE order_id = $1 ORDER BY created_at, id', [
    orderId,
  ]) as Promise<InvitationPhotoRow[]>;
}

/** One photo of the order, or undefined (none with that id, or another order's). */
export async function photoOf(
  manager: EntityManager,
  orderId: string,
  photoId: string,
): Promise<InvitationPhotoRow | undefined> {
  const [row] = (await manager.query('SELECT * FROM invitation_photos WHERE id = $1 AND order_id = $2', [
    photoId,
    orderId,
  ])) as InvitationPhotoRow[];
  return row;
}

/** Deletes one photo of the order; answers its object key, or undefined when it had none such. In a transaction. */
export async function deletePhoto(
  manager: EntityManager,
  orderId: string,
  photoId: string,
): Promise<{ image_key: string } | undefined> {
  const [removed] = await records<{ image_key: string }>(
    manager,
    'DELETE FROM invitation_photos WHERE id = $1 AND order_id = $2 RETURNING image_key',
    [photoId, orderId],
  );
  return removed;
}

/**
 * Deletes up to `limit` photos uploaded before `before` and answers their object keys. Replicas may
 * run it at once: each row is taken by one (SKIP LOCKED). In a transaction.
 */
export function deletePhotosBefore(
  manager: EntityManager,
  before: Date,
  limit: number,
): Promise<{ image_key: string }[]> {
  return records<{ image_key: string }>(
    manager,
    `WITH expired AS (
       SELECT id FROM invitation_photos WHERE created_at < $1
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     DELETE FROM invitation_photos p USING expired WHERE p.id = expired.id
     RETURNING p.image_key`,
    [before, limit],
  );
}
