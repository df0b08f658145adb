import type { DataSource } from 'typeorm';
import { pricedReferralOf } from '../src/payments/payment.queries';
import { SEED_REFERRAL_CODES } from '../src/referrals/referral-seed';
import { ReferralsService } from '../src/referrals/referrals.service';
import { useOrderingDatabase } from './harness';

/**
 * The demo referral codes are public (they are in this repository): they go only into a table
 * that has no code at all, never back into a shop whose admins made, edited or deleted codes.
 */
jest.setTimeout(60_000);

let dataSource: DataSource;
let referrals: ReferralsService;

useOrderingDatabase('referral_seed', (opened) => {
  dataSource = opened;
  referrals = new ReferralsService(dataSource, pricedReferralOf);
});

const codes = async () =>
  ((await dataSource.query('SELECT code FROM referral_codes ORDER BY code')) as { code: string }[]).map(
    (row) => row.code,
  );

it('fills an empty table with the demo codes, once, even when replicas start together', async () => {
  const added = await Promise.all([1, 2, 3].map(() => referrals.seedIfEmpty(SEED_REFERRAL_CODES)));
  expect(added.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  expect(await codes()).toEqual(SEED_REFERRAL_CODES.map((seeded) => seeded.code.toUpperCase()).sort());
});

it('adds nothing to a table that holds any code: a deleted demo code stays deleted', async () => {
  const [first, ...rest] = SEED_REFERRAL_CODES.map((seeded) => seeded.code.toUpperCase());
  await dataSource.query('DELETE FROM referral_codes WHERE code = $1', [first]);
  expect(await referrals.seedIfEmpty(SEED_REFERRAL_CODES)).toBe(false);
  expect(await codes()).toEqual([...rest].sort());

  await dataSource.query('DELETE FROM referral_codes');
  await dataSource.query(
    `INSERT INTO referral_codes (code, percentage, active, description) VALUES ('TOKOKU', 5, true, '')`,
  );
  expect(await referrals.seedIfEmpty(SEED_REFERRAL_CODES)).toBe(false);
  expect(await codes()).toEqual(['TOKOKU']);
});
