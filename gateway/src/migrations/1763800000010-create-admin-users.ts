import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAdminUsers1763800000010 implements MigrationInterface {
  name = 'CreateAdminUsers1763800000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE EXTENSION IF NOT EXISTS pgcrypto');
    await q.query(`CREATE TABLE admin_users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE admin_users');
  }
}
