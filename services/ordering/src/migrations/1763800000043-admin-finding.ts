import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding a payment in seconds: phones as digits in one national form (0812..., however the
 * customer typed them), searchable by a contains match like the other fields; fulfilment orders
 * searchable by order id across every page.
 */
export class AdminFinding1763800000043 implements MigrationInterface {
  name = 'AdminFinding1763800000043';

  async up(q: QueryRunner): Promise<void> {
    // The same rule as the contracts' normalizePhone.
    await q.query(`ALTER TABLE transactions ADD COLUMN customer_phone_digits text GENERATED ALWAYS AS (
      CASE WHEN regexp_replace(customer_phone, '[^0-9]', '', 'g') LIKE '62%'
             THEN '0' || substr(regexp_replace(customer_phone, '[^0-9]', '', 'g'), 3)
           WHEN regexp_replace(customer_phone, '[^0-9]', '', 'g') LIKE '8%'
             THEN '0' || regexp_replace(customer_phone, '[^0-9]', '', 'g')
           ELSE regexp_replace(customer_phone, '[^0-9]', '', 'g') END) STORED`);
    await q.query(
      'CREATE INDEX transactions_phone_digits_trgm ON transactions USING gin (customer_phone_digits gin_trgm_ops)',
    );
    await q.query('CREATE INDEX orders_order_id_trgm ON orders USING gin (order_id gin_trgm_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX orders_order_id_trgm');
    await q.query('DROP INDEX transactions_phone_digits_trgm');
    await q.query('ALTER TABLE transactions DROP COLUMN customer_phone_digits');
  }
}
