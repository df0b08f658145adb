import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRevenue1763800000005 implements MigrationInterface {
  name = 'CreateRevenue1763800000005';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE payment_facts (
      order_id text PRIMARY KEY,
      status text NOT NULL,
      amount bigint NOT NULL,
      addons_amount bigint NOT NULL DEFAULT 0,
      payment_type text,
      month text,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE revenue_by_month (
      month text PRIMARY KEY CHECK (month ~ '^\\d{4}-\\d{2}$'),
      revenue bigint NOT NULL DEFAULT 0,
      transactions integer NOT NULL DEFAULT 0,
      addons_revenue bigint NOT NULL DEFAULT 0)`);
    // One row: the running totals, so the balance never scans payments.
    await q.query(`CREATE TABLE balance_totals (
      id smallint PRIMARY KEY CHECK (id = 1),
      total_revenue bigint NOT NULL DEFAULT 0,
      successful_transactions integer NOT NULL DEFAULT 0,
      addons_revenue bigint NOT NULL DEFAULT 0,
      pending_transactions integer NOT NULL DEFAULT 0,
      pending_revenue bigint NOT NULL DEFAULT 0)`);
    await q.query('INSERT INTO balance_totals (id) VALUES (1)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE balance_totals');
    await q.query('DROP TABLE revenue_by_month');
    await q.query('DROP TABLE payment_facts');
  }
}
