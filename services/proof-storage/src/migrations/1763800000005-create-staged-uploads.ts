import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads between their start and the record that claims them (StagedUploads). A row names the
 * object the gateway was allowed to write (`incoming_key`) and, once the picture is made, the
 * object that holds it. A row nobody claims is swept with both objects.
 */
export class CreateStagedUploads1763800000005 implements MigrationInterface {
  name = 'CreateStagedUploads1763800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE staged_uploads (
      id uuid PRIMARY KEY,
      incoming_key text NOT NULL UNIQUE,
      image_bucket text NULL,
      image_key text NULL UNIQUE,
      content_type text NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
      size bigint NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((image_key IS NULL) = (image_bucket IS NULL)
        AND (image_key IS NULL) = (content_type IS NULL) AND (image_key IS NULL) = (size IS NULL)))`);
    await q.query('CREATE INDEX staged_uploads_created_at ON staged_uploads (created_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE staged_uploads');
  }
}
