import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money that goes back (refunds, chargebacks, reversals): each fact keeps how much went back and
 * the version of the payment it last saw, so events in any order settle to the same figures; the
 * totals and each month keep the refunds beside the net revenue.
 */
export class MoneyBack1763800000040 implements MigrationInterface {
  name = 'MoneyBack1763800000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment_facts
      ADD COLUMN refunded_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN version integer NOT NULL DEFAULT 0`);
    // Facts from before versions: a pending one was created (1), any other one moved once (2).
    await q.query(`UPDATE payment_facts SET version = CASE WHEN status = 'pending' THEN 1 ELSE 2 END`);
    await q.query(`ALTER TABLE balance_totals
      ADD COLUMN refunded_total bigint NOT NULL DEFAULT 0,
      ADD COLUMN refunded_transactions integer NOT NULL DEFAULT 0`);
    await q.query('ALTER TABLE revenue_by_month ADD COLUMN refunds bigint NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE revenue_by_month DROP COLUMN refunds');
    await q.query('ALTER TABLE balance_totals DROP COLUMN refunded_total, DROP COLUMN refunded_transactions');
    await q.query('ALTER TABLE payment_facts DROP COLUMN refunded_amount, DROP COLUMN version');
  }
}
