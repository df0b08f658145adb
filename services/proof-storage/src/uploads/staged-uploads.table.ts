import type { DataSource, EntityManager } from 'typeorm';

/**
 * Every statement about `staged_uploads`: uploads between their start and the record that claims
 * them (StagedUploads in staged-uploads.ts says what each step means).
 */

export interface UploadRow {
  id: string;
  incoming_key: string;
  image_bucket: string | null;
  image_key: string | null;
  content_type: string | null;
  size: string | null;
}

export async function insertUpload(dataSource: DataSource, id: string, incomingKey: string): Promise<void> {
  await dataSource.query('INSERT INTO staged_uploads (id, incoming_key) VALUES ($1, $2)', [id, incomingKey]);
}

export async function uploadById(dataSource: DataSource, id: string): Promise<UploadRow | undefined> {
  const [row] = (await dataSource.query('SELECT * FROM staged_uploads WHERE id = $1', [id])) as UploadRow[];
  return row;
}

/** Records the picture made of an upload. */
export async function recordPicture(
  dataSource: DataSource,
  id: string,
  picture: { bucket: string; key: string; contentType: string; size: number },
): Promise<void> {
  await dataSource.query(
    `UPDATE staged_uploads SET image_bucket = $2, image_key = $3, content_type = $4, size = $5
     WHERE id = $1`,
    [id, picture.bucket, picture.key, picture.contentType, picture.size],
  );
}

/**
 * Takes the upload's row in `manager`'s transaction when its picture is in `bucket` under
 * `prefix` (its kind); answers the picture, or undefined when there is none to take.
 */
export async function claimUpload(
  manager: EntityManager,
  id: string,
  bucket: string,
  prefix: string,
): Promise<{ image_key: string; content_type: string; size: string } | undefined> {
  const result = await manager.queryRunner!.query(
    `DELETE FROM staged_uploads WHERE id = $1 AND image_bucket = $2 AND starts_with(image_key, $3)
     RETURNING image_key, content_type, size`,
    [id, bucket, prefix],
    true,
  );
  const [claimed] = result.records as { image_key: string; content_type: string; size: string }[];
  return claimed;
}

/** Deletes the upload `id`, or (`before`) every upload made before then; answers the rows deleted. */
export function deleteUploads(
  dataSource: DataSource,
  which: { id: string } | { before: Date },
): Promise<UploadRow[]> {
  const [condition, parameters] =
    'id' in which ? ['id = $1', [which.id]] : ['created_at < $1', [which.before]];
  return dataSource.transaction(async (manager) => {
    const result = await manager.queryRunner!.query(
      `DELETE FROM staged_uploads WHERE ${condition} RETURNING id, incoming_key, image_bucket, image_key`,
      parameters,
      true,
    );
    return result.records as UploadRow[];
  });
}
