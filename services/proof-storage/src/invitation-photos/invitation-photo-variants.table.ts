import type { EntityManager } from 'typeorm';

/**
 * Every statement about `invitation_photo_variants`: a photo's files as an invitation page shows
 * it, one per width, made once (PagePhotosService). Deleting them is their photo's statements'
 * (invitation-photos.table.ts), through the foreign key's cascade.
 */

export interface PhotoVariantRow {
  photo_id: string;
  width: number;
  height: number;
  image_key: string;
  /** bigint: pg answers it as text. */
  size: string;
  created_at: Date;
}

export interface NewPhotoVariant {
  width: number;
  height: number;
  key: string;
  size: number;
}

/** The files made so far for each of the photos, narrowest first; a photo with none is absent. */
export async function variantsOf(
  manager: EntityManager,
  photoIds: string[],
): Promise<Map<string, PhotoVariantRow[]>> {
  const rows = (await manager.query(
    'SELECT * FROM invitation_photo_variants WHERE photo_id = ANY($1::uuid[]) ORDER BY photo_id, width',
    [photoIds],
  )) as PhotoVariantRow[];
  const byPhoto = new Map<string, PhotoVariantRow[]>();
  for (const row of rows) byPhoto.set(row.photo_id, [...(byPhoto.get(row.photo_id) ?? []), row]);
  return byPhoto;
}

/** Records a photo's files, all or none (one statement); fails when the photo is gone. */
export async function insertVariants(
  manager: EntityManager,
  photoId: string,
  variants: NewPhotoVariant[],
): Promise<void> {
  await manager.query(
    `INSERT INTO invitation_photo_variants (photo_id, width, height, image_key, size)
     SELECT $1, v.width, v.height, v.key, v.size
     FROM unnest($2::int[], $3::int[], $4::text[], $5::bigint[]) AS v (width, height, key, size)`,
    [
      photoId,
      variants.map((v) => v.width),
      variants.map((v) => v.height),
      variants.map((v) => v.key),
      variants.map((v) => v.size),
    ],
  );
}
