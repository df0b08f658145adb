import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A couple's photo as an invitation page shows it: one WebP file per width, made once
 * (PagePhotosService), each under a key of its own in the proof bucket, public at the gateway's
 * /foto-undangan/<key>. They go with their photo (the cascade; the statements deleting a photo
 * answer their keys so the files go too). A photo on a published page is kept until that page
 * closes (kept_until): the retention sweep leaves it until then.
 */
export class CreateInvitationPhotoVariants1763800000073 implements MigrationInterface {
  name = 'CreateInvitationPhotoVariants1763800000073';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invitation_photo_variants (
      photo_id uuid NOT NULL REFERENCES invitation_photos (id) ON DELETE CASCADE,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      image_key text NOT NULL UNIQUE,
      size bigint NOT NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (photo_id, width))`);
    await q.query('ALTER TABLE invitation_photos ADD COLUMN kept_until timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE invitation_photos DROP COLUMN kept_until');
    await q.query('DROP TABLE invitation_photo_variants');
  }
}
