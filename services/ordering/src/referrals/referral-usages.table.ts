import type { EntityManager } from 'typeorm';
import { ReferralCodeEntity } from './referral-code.entity';

/**
 * Every statement about `referral_usages`: the code each order took, reserved by /use, counted
 * once the order's payment is priced with it (`counted_at`), and given back while that payment
 * has ended unpaid (`released_at`, referral-use-rule.ts). `codeUsedBy` also reads
 * `referral_codes`. The uncounted reservations of forgotten order ids are pruned with them
 * (issued-order-ids.table.ts).
 */

/** Counts the order's use of `code`, reserved or not; false when the order took another code. */
export async function countUse(manager: EntityManager, orderId: string, code: string): Promise<boolean> {
  // An upsert, not an update of a row read before: pruning may remove an old reservation meanwhile.
  const counted = await manager.query(
    `INSERT INTO referral_usages (order_id, code, counted_at) VALUES ($1, $2, now())
     ON CONFLICT (order_id) DO UPDATE SET counted_at = now()
     WHERE referral_usages.code = EXCLUDED.code AND referral_usages.counted_at IS NULL
     RETURNING order_id`,
    [orderId, code],
  );
  return counted.length > 0;
}

/**
 * Gives back the order's counted use, unless it is already given back; the code it gave back, if
 * any, so the caller lowers that code's count once.
 */
export async function releaseUse(manager: EntityManager, orderId: string): Promise<string | undefined> {
  // TypeORM answers an UPDATE with its rows and the number of rows it changed.
  const [released] = (await manager.query(
    `UPDATE referral_usages SET released_at = now()
      WHERE order_id = $1 AND counted_at IS NOT NULL AND released_at IS NULL
     RETURNING code`,
    [orderId],
  )) as [{ code: string }[], number];
  return released[0]?.code;
}

/**
 * Counts again the order's use of `code` that was given back (its payment may be paid after all);
 * true when it did, false when it already counts. A usage row missing for a payment priced with
 * the code is written counted.
 */
export async function countUseAgain(manager: EntityManager, orderId: string, code: string): Promise<boolean> {
  const counted = await manager.query(
    `INSERT INTO referral_usages (order_id, code, counted_at) VALUES ($1, $2, now())
     ON CONFLICT (order_id) DO UPDATE SET released_at = NULL, counted_at = now()
     WHERE referral_usages.code = EXCLUDED.code
       AND (referral_usages.released_at IS NOT NULL OR referral_usages.counted_at IS NULL)
     RETURNING order_id`,
    [orderId, code],
  );
  return counted.length > 0;
}

/** Reserves `code` for the order (not counted yet). */
export async function reserveUse(manager: EntityManager, orderId: string, code: string): Promise<void> {
  await manager.query('INSERT INTO referral_usages (order_id, code) VALUES ($1, $2)', [orderId, code]);
}

/** The order's use: its code and whether it counts. */
export async function useOf(
  manager: EntityManager,
  orderId: string,
): Promise<{ code: string; counted: boolean } | undefined> {
  const [row] = await manager.query(
    'SELECT code, counted_at IS NOT NULL AS counted FROM referral_usages WHERE order_id = $1',
    [orderId],
  );
  return row;
}

export async function hasUse(manager: EntityManager, orderId: string): Promise<boolean> {
  const [row] = await manager.query('SELECT 1 FROM referral_usages WHERE order_id = $1', [orderId]);
  return Boolean(row);
}

/** The code the order used (from `referral_codes`), if any. */
export async function codeUsedBy(
  manager: EntityManager,
  orderId: string,
): Promise<ReferralCodeEntity | undefined> {
  const rows: ReferralCodeEntity[] = await manager
    .getRepository(ReferralCodeEntity)
    .createQueryBuilder('c')
    .innerJoin('referral_usages', 'u', 'u.code = c.code')
    .where('u.order_id = :orderId', { orderId })
    .getMany();
  return rows[0];
}
