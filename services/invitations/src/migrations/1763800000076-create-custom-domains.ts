import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCustomDomains1763800000076 implements MigrationInterface {
  name = 'CreateCustomDomains1763800000076';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE custom_domains (
      -- One domain per order (the Exclusive package's "Domain khusus").
      order_id text PRIMARY KEY,
      -- The host name, lowercase, without port or final dot; one invitation's at most.
      host text NOT NULL CONSTRAINT custom_domains_host_key UNIQUE,
      -- The page the host opens: the order's client id when the domain was recorded.
      client_id text NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS custom_domains');
  }
}
