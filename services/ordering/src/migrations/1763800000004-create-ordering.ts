import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrdering1763800000004 implements MigrationInterface {
  name = 'CreateOrdering1763800000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE transactions (
      order_id text PRIMARY KEY CHECK (order_id ~ '^[A-Za-z0-9-]{1,50}$'),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','paid','expired','rejected','failed')),
      payment_type text,
      amount bigint NOT NULL CHECK (amount >= 0),
      subtotal bigint NOT NULL CHECK (subtotal >= 0),
      discount bigint NOT NULL DEFAULT 0 CHECK (discount >= 0),
      referral_code text,
      customer_name text NOT NULL,
      customer_phone text NOT NULL,
      customer_email text NOT NULL,
      snap_token text,
      snap_redirect_url text,
      provider_status text,
      provider_transaction_id text,
      expiry_time timestamptz,
      va_numbers jsonb NOT NULL DEFAULT '[]'::jsonb,
      store text,
      payment_code text,
      qr_url text,
      settled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX transactions_created_at_idx ON transactions (created_at DESC, order_id)');
    await q.query('CREATE INDEX transactions_customer_phone_idx ON transactions (customer_phone)');
    await q.query(
      `CREATE INDEX transactions_pending_idx ON transactions (created_at) WHERE status = 'pending'`,
    );
    await q.query(`CREATE TABLE transaction_items (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL REFERENCES transactions(order_id) ON DELETE CASCADE,
      line_no integer NOT NULL,
      cart_index integer NOT NULL,
      item_type text NOT NULL CHECK (item_type IN ('package','addon')),
      item_id text NOT NULL,
      item_name text NOT NULL,
      item_price bigint NOT NULL CHECK (item_price >= 0),
      item_quantity integer NOT NULL CHECK (item_quantity > 0),
      design_id text,
      design_name text,
      UNIQUE (order_id, line_no))`);
    await q.query(`CREATE TABLE orders (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL UNIQUE REFERENCES transactions(order_id),
      client_id text,
      package text NOT NULL DEFAULT '',
      design text NOT NULL DEFAULT '',
      addon jsonb NOT NULL DEFAULT '[]'::jsonb,
      client_url text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','in_progress','completed')),
      admin_notes text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query('CREATE INDEX orders_created_at_idx ON orders (created_at DESC, id)');
    await q.query(`CREATE TABLE referral_codes (
      code text PRIMARY KEY,
      percentage integer NOT NULL CHECK (percentage BETWEEN 1 AND 100),
      active boolean NOT NULL DEFAULT true,
      expires_at timestamptz,
      usage_limit integer CHECK (usage_limit IS NULL OR usage_limit > 0),
      used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
      description text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE referral_usages (
      order_id text PRIMARY KEY,
      code text NOT NULL REFERENCES referral_codes(code),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE payment_notifications (
      id bigserial PRIMARY KEY,
      order_id text NOT NULL,
      transaction_status text NOT NULL,
      status_code text NOT NULL,
      gross_amount text NOT NULL,
      outcome text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(
      'CREATE INDEX payment_notifications_order_idx ON payment_notifications (order_id, received_at)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'payment_notifications',
      'referral_usages',
      'referral_codes',
      'orders',
      'transaction_items',
      'transactions',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
