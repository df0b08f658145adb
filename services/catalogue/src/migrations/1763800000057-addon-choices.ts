import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An add-on's kind (a turnaround or an extra) and the packages that already include it, so the
 * checkout can refuse what a package gives for free and a second deadline from data, not from
 * names. The rows still named as the development catalogue names them get its values; every other
 * add-on is an extra for no package until the admin says otherwise.
 */
export class AddonChoices1763800000057 implements MigrationInterface {
  name = 'AddonChoices1763800000057';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE addons
      ADD COLUMN kind text NOT NULL DEFAULT 'extra' CHECK (kind IN ('extra', 'turnaround')),
      ADD COLUMN included_in integer[] NOT NULL DEFAULT '{}'`);
    await q.query(
      `UPDATE addons SET kind = 'turnaround' WHERE title IN ('Express 2 Hari', 'One Day Service (24 Jam)')`,
    );
    await q.query(`UPDATE addons
      SET included_in = (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM packages
                         WHERE name IN ('Premium', 'Exclusive'))
      WHERE title = 'Penyesuaian Warna'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE addons DROP COLUMN included_in, DROP COLUMN kind');
  }
}
