import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each invitation's Ed25519 key pair for its guests' passes (their QR codes): the private key
 * signs here, the public key goes to the invitation's desks, which check a pass with it offline.
 * Made when the first pass is drawn, never replaced: a printed card stays good.
 */
export class GuestPassKeys1763800000080 implements MigrationInterface {
  name = 'GuestPassKeys1763800000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
    CREATE TABLE guest_pass_keys (
      order_id text PRIMARY KEY,
      -- Raw, base64url.
      public_key text NOT NULL,
      -- PKCS #8, base64url.
      private_key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE guest_pass_keys');
  }
}
