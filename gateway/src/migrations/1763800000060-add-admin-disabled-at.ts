import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An admin account can be disabled: while `disabled_at` is set it cannot log in and no token of it
 * is accepted (its sessions are deleted as it is disabled). Accounts already there stay enabled.
 */
export class AddAdminDisabledAt1763800000060 implements MigrationInterface {
  name = 'AddAdminDisabledAt1763800000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_users ADD COLUMN disabled_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_users DROP COLUMN disabled_at');
  }
}
