import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatePaymentProofs1763800000003 implements MigrationInterface {
  name = 'CreatePaymentProofs1763800000003';

  async up(q: QueryRunner): Promise<void> {
    // The file columns are all set or all null: a record either has its object or none.
    await q.query(`CREATE TABLE payment_proofs (
      order_id text PRIMARY KEY CHECK (order_id ~ '^[A-Za-z0-9-]{1,50}$'),
      customer_name text NOT NULL,
      customer_phone text NOT NULL,
      customer_email text NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'approved', 'paid', 'rejected')),
      object_key text NULL UNIQUE,
      content_type text NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
      size bigint NULL CHECK (size > 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((object_key IS NULL) = (content_type IS NULL) AND (object_key IS NULL) = (size IS NULL)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payment_proofs');
  }
}
