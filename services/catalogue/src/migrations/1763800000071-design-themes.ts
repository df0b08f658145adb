import { baseTheme, coverImageOf, type InvitationTheme } from '@undangan/contracts';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_DESIGNS } from '../seed/catalogue-seed';

/**
 * Every design gets the theme its invitation page is drawn with. The development catalogue's designs
 * get their artwork's palette and ornament (with the fonts and layout the seed gives them); every
 * other design a base theme around its image.
 */
export class DesignThemes1763800000071 implements MigrationInterface {
  name = 'DesignThemes1763800000071';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE designs ADD COLUMN theme jsonb');
    const rows = (await q.query('SELECT id, image_url FROM designs')) as { id: string; image_url: string }[];
    const seeded = new Map(SEED_DESIGNS.map((design) => [design.id, design.theme]));
    const themes: { id: string; theme: InvitationTheme }[] = rows.map((row) => ({
      id: row.id,
      theme: seeded.get(row.id) ?? baseTheme(coverImageOf(row.image_url)),
    }));
    await q.query(
      `UPDATE designs d SET theme = t.theme
         FROM jsonb_to_recordset($1::jsonb) AS t(id text, theme jsonb)
        WHERE d.id = t.id`,
      [JSON.stringify(themes)],
    );
    await q.query('ALTER TABLE designs ALTER COLUMN theme SET NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE designs DROP COLUMN theme');
  }
}
