import type { EntityManager } from 'typeorm';

/**
 * Every statement about `invitation_photos`: a couple's photos for their invitation, each naming
 * its picture in the private proof bucket (InvitationPhotosService says what each step means).
 * The statements deleting photos also read `invitation_photo_variants` (the files a page shows,
 * deleted with their photo by the foreign key's cascade), to answer those files' keys too.
 */

export interface InvitationPhotoRow {
  id: string;
  order_id: string;
  image_key: string;
  content_type: string;
  /** bigint: pg answers it as text. */
  size: string;
  created_at: Date;
  /** Until when a published page may still show it: the retention sweep keeps it until then. */
  kept_until: Date | null;
}

/** A deleted photo's objects: its picture and the files made of it for a page. */
export interface DeletedPhotoKeys {
  image_key: string;
  variant_keys: string[];
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

/**
 * The keys of the photos a data-modifying CTE `removed` (id, image_key) deletes, with their variants'
 * keys: the main query still sees the variants, which the cascade deletes at the statement's end.
 */
const KEYS_OF_REMOVED = `SELECT r.image_key,
  coalesce(array_agg(v.image_key) FILTER (WHERE v.image_key IS NOT NULL), '{}') AS variant_keys
  FROM removed r LEFT JOIN invitation_photo_variants v ON v.photo_id = r.id
  GROUP BY r.id, r.image_key`;

/** Deletes one photo of the order; answers its objects' keys, or undefined when it had none such. In a transaction. */
export async function deletePhoto(
  manager: EntityManager,
  orderId: string,
  photoId: string,
): Promise<DeletedPhotoKeys | undefined> {
  const [removed] = await records<DeletedPhotoKeys>(
    manager,
    `WITH removed AS (
       DELETE FROM invitation_photos WHERE id = $1 AND order_id = $2 RETURNING id, image_key)
     ${KEYS_OF_REMOVED}`,
    [photoId, orderId],
  );
  return removed;
}

/**
 * Deletes up to `limit` photos uploaded before `before` that no page still online may show (kept
 * until before `now`) and answers their objects' keys. Replicas may run it at once: each row is
 * taken by one (SKIP LOCKED). In a transaction.
 */
export function deletePhotosBefore(
  manager: EntityManager,
  before: Date,
  now: Date,
  limit: number,
): Promise<DeletedPhotoKeys[]> {
  return records<DeletedPhotoKeys>(
    manager,
    `WITH expired AS (
       SELECT id FROM invitation_photos
       WHERE created_at < $1 AND (kept_until IS NULL OR kept_until < $2)
       ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED),
     removed AS (
       DELETE FROM invitation_photos p USING expired WHERE p.id = expired.id
       RETURNING p.id, p.image_key)
     ${KEYS_OF_REMOVED}`,
    [before, now, limit],
  );
}

/** Keeps the order's photos at least until `until` (a published page's closing); answers how many. In a transaction. */
export async function keepPhotosUntil(manager: EntityManager, orderId: string, until: Date): Promise<number> {
  const rows = await records<{ id: string }>(
    manager,
    `UPDATE invitation_photos SET kept_until = greatest(kept_until, $2)
     WHERE order_id = $1 RETURNING id`,
    [orderId, until],
  );
  return rows.length;
}
