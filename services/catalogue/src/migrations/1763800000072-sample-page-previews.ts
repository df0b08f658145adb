import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A design whose Preview opened its hand-made template page opens its sample invitation instead
 * (/contoh/{id}: the sample couple drawn with the design's theme by the renderer every couple's
 * page is drawn with). A template address an admin typed is kept.
 */
export class SamplePagePreviews1763800000072 implements MigrationInterface {
  name = 'SamplePagePreviews1763800000072';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE designs SET template_url = '/contoh/' || id WHERE template_url = '/generated/templates/' || id || '.html'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE designs SET template_url = '/generated/templates/' || id || '.html' WHERE template_url = '/contoh/' || id`,
    );
  }
}
