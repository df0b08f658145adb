import type { EntityManager } from 'typeorm';

/** The statements about `referral_codes` that its entity's repository does not say as clearly. */

/** One more counted use of `code`. */
export async function countUseOfCode(manager: EntityManager, code: string): Promise<void> {
  await manager.query(
    'UPDATE referral_codes SET used_count = used_count + 1, updated_at = now() WHERE code = $1',
    [code],
  );
}

/** One counted use of `code` given back: its payment ended unpaid. */
export async function giveBackUseOfCode(manager: EntityManager, code: string): Promise<void> {
  await manager.query(
    'UPDATE referral_codes SET used_count = used_count - 1, updated_at = now() WHERE code = $1',
    [code],
  );
}

export interface SeededCode {
  code: string;
  percentage: number;
  active: boolean;
  description: string;
}

/**
 * Inserts `codes` into a table that has no code at all: a database where codes were ever made,
 * edited or deleted keeps its own. One statement, so replicas starting together add them once.
 * Returns whether it added them.
 */
export async function seedCodesIfEmpty(manager: EntityManager, codes: SeededCode[]): Promise<boolean> {
  const rows: { code: string }[] = await manager.query(
    `INSERT INTO referral_codes (code, percentage, active, description)
     SELECT code, percentage, active, description
       FROM jsonb_to_recordset($1::jsonb) AS seeded(code text, percentage int, active boolean, description text)
      WHERE NOT EXISTS (SELECT 1 FROM referral_codes)
     ON CONFLICT (code) DO NOTHING
     RETURNING code`,
    [JSON.stringify(codes)],
  );
  return rows.length > 0;
}
