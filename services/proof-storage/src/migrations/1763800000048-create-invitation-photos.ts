import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A couple's photos for their invitation (InvitationPhotosService): each row names its picture in
 * the private proof bucket. Read by order, oldest first; swept by age (the retention rule).
 */
export class CreateInvitationPhotos1763800000048 implements MigrationInterface {
  name = 'CreateInvitationPhotos1763800000048';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE invitation_photos (
      id uuid PRIMARY KEY,
      order_id text NOT NULL CHECK (order_id ~ '^[A-Za-z0-9-]{1,50}$'),
      image_key text NOT NULL UNIQUE,
      content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
      size bigint NOT NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX invitation_photos_order_id ON invitation_photos (order_id, created_at)');
    await q.query('CREATE INDEX invitation_photos_created_at ON invitation_photos (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE invitation_photos');
  }
}
