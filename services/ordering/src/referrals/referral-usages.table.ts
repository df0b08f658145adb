import type { EntityManager } from 'typeorm';
import { ReferralCodeEntity } from './referral-code.entity';

/**
 * Every statement about `referral_usages`: the code each order took, reserved by /use and counted
 * once the order's payment is priced with it (`counted_at`). `codeUsedBy` also reads
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
