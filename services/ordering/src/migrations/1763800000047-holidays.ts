import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The holidays the admin keeps: Jakarta calendar days that are not working days when an order's
 * promised date is counted (contracts' promised-date.ts), one row a day.
 */
export class Holidays1763800000047 implements MigrationInterface {
  name = 'Holidays1763800000047';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE holidays (
      day date PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE holidays');
  }
}
