import { MESSAGES, REFERRAL_MESSAGES, ReferralCodeInput, ReferralCodeView } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ReferralCodeEntity } from './referral-code.entity';
import { countUseOfCode, seedCodesIfEmpty } from './referral-code.queries';
import { codeUsedBy, countUse, hasUse, reserveUse, useOf } from './referral-usages.table';
import { issuedOrderId } from '../order-ids/issued-order-ids.table';
import { lockOrder } from '../order-ids/order-lock';
import { ORDER_NOT_FOUND } from '../order-ids/order-id-retention';
import { orderSecretMatches } from '../order-ids/order-secret';

export const ORDER_ALREADY_PRICED =
  'Pembayaran untuk Order ID ini sudah dibuat; kode referal tidak dapat ditambahkan.';
export const REFERRAL_NOT_OWNED =
  'Kode referal untuk Order ID ini hanya dapat digunakan dari perangkat yang membuat pesanan.';

/** How long an id from create-order-id may take a referral code before it has a payment. */
const ISSUED_ORDER_ID_VALIDITY = '24 hours';

/**
 * The referral code an order's payment was priced with, or null when the order has no payment yet.
 * Payments are written above referrals (the ledger counts uses through referral-use-rule.ts), so
 * the program hands this question in: payments' `pricedReferralOf` answers it.
 */
export type PricedReferralOf = (
  manager: EntityManager,
  orderId: string,
) => Promise<{ referralCode: string | null } | null>;

function toView(referral: ReferralCodeEntity): ReferralCodeView {
  return {
    code: referral.code,
    percentage: referral.percentage,
    active: referral.active,
    expires_at: referral.expiresAt?.toISOString() ?? null,
    usage_limit: referral.usageLimit,
    used_count: referral.usedCount,
    description: referral.description,
    created_at: referral.createdAt.toISOString(),
  };
}

/**
 * Referral codes: percentage, active flag, optional expiry and usage limit. An order takes one code:
 * reserved by /use, counted against the code once the order's payment is priced with it, and given
 * back while that payment has ended unpaid (referral-use-rule.ts, which the ledger applies).
 */
export class ReferralsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricedReferralOf: PricedReferralOf,
  ) {}

  /** Why a code cannot be used now, or undefined when it can. */
  private refusal(code: ReferralCodeEntity | null, now = new Date()): string | undefined {
    if (!code) return REFERRAL_MESSAGES.invalid;
    if (!code.active) return REFERRAL_MESSAGES.inactive;
    if (code.expiresAt && code.expiresAt <= now) return REFERRAL_MESSAGES.expired;
    if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return REFERRAL_MESSAGES.exhausted;
    return undefined;
  }

  async validate(code: string): Promise<{ discount_percentage: number }> {
    const entity = await this.dataSource.getRepository(ReferralCodeEntity).findOneBy({ code });
    const refusal = this.refusal(entity);
    if (refusal) throw rpcFailure('bad_request', refusal);
    return { discount_percentage: entity!.percentage };
  }

  /**
   * Counts `code` for the order whose payment is being priced with it, inside that payment's
   * transaction: the order's reservation from /use (or a new usage) becomes a counted use. The code
   * row is locked and its limit checked again, so reservations can never push a code past its
   * limit and concurrent payments cannot both take its last use. A use already counted for this
   * order is not counted again; an order keeps the first code it used.
   */
  async applyToOrder(manager: EntityManager, code: string, orderId: string): Promise<ReferralCodeEntity> {
    await lockOrder(manager, orderId);
    const entity = await manager
      .getRepository(ReferralCodeEntity)
      .findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
    const existing = await useOf(manager, orderId);
    if (existing && existing.code !== code) throw rpcFailure('conflict', REFERRAL_MESSAGES.alreadyUsed);
    if (existing?.counted) return entity!;
    const refusal = this.refusal(entity);
    if (refusal) throw rpcFailure('bad_request', refusal);
    if (!(await countUse(manager, orderId, code)))
      throw rpcFailure('conflict', REFERRAL_MESSAGES.alreadyUsed);
    await countUseOfCode(manager, code);
    return entity!;
  }

  /** A code as it would price an order now, writing nothing; refused as /use would refuse it. */
  async checkedCode(manager: EntityManager, code: string): Promise<ReferralCodeEntity> {
    const entity = await manager.getRepository(ReferralCodeEntity).findOneBy({ code });
    const refusal = this.refusal(entity);
    if (refusal) throw rpcFailure('bad_request', refusal);
    return entity!;
  }

  /** The code an order already used, if any (with its percentage). */
  usageOf(manager: EntityManager, orderId: string): Promise<ReferralCodeEntity | undefined> {
    return codeUsedBy(manager, orderId);
  }

  /**
   * POST /api/referral/use, sent before the payment it discounts exists: it reserves the code for
   * an order create-order-id issued in the last 24 hours (or one with a payment). The reservation
   * does not count against the code's limit; the payment priced with it does (applyToOrder), so
   * orders that are never paid cannot use a code up. Once an order has a payment its price is
   * fixed, so a code it was not priced with is refused. Calls for one order are serialised: of
   * several codes at once, one is reserved and the others are refused.
   */
  async use(
    code: string,
    orderId: string,
    orderSecret?: string,
  ): Promise<{ message: string; discount_percentage: number }> {
    const entity = await this.dataSource.transaction(async (manager) => {
      await lockOrder(manager, orderId);
      const payment = await this.pricedReferralOf(manager, orderId);
      if (payment) {
        if (payment.referralCode !== code) throw rpcFailure('conflict', ORDER_ALREADY_PRICED);
        // Counted when the payment was priced with it: using it again changes nothing.
        return (await manager.getRepository(ReferralCodeEntity).findOneBy({ code }))!;
      }
      const issued = await issuedOrderId(manager, orderId, ISSUED_ORDER_ID_VALIDITY);
      if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
      // Only the browser that placed the order picks its code: a stranger who knows the id cannot
      // force one on it (and so refuse the owner's own with 409).
      if (issued.secret_hash && !orderSecretMatches(orderSecret, issued.secret_hash))
        throw rpcFailure('forbidden', REFERRAL_NOT_OWNED);
      return this.reserve(manager, code, orderId);
    });
    return { message: 'Kode referal berhasil digunakan.', discount_percentage: entity.percentage };
  }

  /** Reserves `code` for an order without a payment; the same code again is a no-op. */
  private async reserve(manager: EntityManager, code: string, orderId: string): Promise<ReferralCodeEntity> {
    const existing = await useOf(manager, orderId);
    if (existing && existing.code !== code) throw rpcFailure('conflict', REFERRAL_MESSAGES.alreadyUsed);
    const entity = await manager.getRepository(ReferralCodeEntity).findOneBy({ code });
    // Checked again for a reservation already made: the code may have been used up since.
    const refusal = this.refusal(entity);
    if (refusal) throw rpcFailure('bad_request', refusal);
    if (!existing) {
      await reserveUse(manager, orderId, code);
    }
    return entity!;
  }

  async exists(orderId: string): Promise<{ exists: boolean }> {
    return { exists: await hasUse(this.dataSource.manager, orderId) };
  }

  async list(): Promise<ReferralCodeView[]> {
    const rows = await this.dataSource
      .getRepository(ReferralCodeEntity)
      .find({ order: { createdAt: 'DESC' } });
    return rows.map(toView);
  }

  async create(input: ReferralCodeInput): Promise<ReferralCodeView> {
    const repo = this.dataSource.getRepository(ReferralCodeEntity);
    const result = await repo
      .createQueryBuilder()
      .insert()
      .values(this.values(input))
      .orIgnore()
      .returning('*')
      .execute();
    if (!result.raw.length) throw rpcFailure('conflict', 'Kode referal tersebut sudah ada.');
    return toView((await repo.findOneBy({ code: input.code }))!);
  }

  async update(code: string, input: ReferralCodeInput): Promise<ReferralCodeView> {
    if (input.code !== code) throw rpcFailure('bad_request', 'Kode referal tidak dapat diubah.');
    const repo = this.dataSource.getRepository(ReferralCodeEntity);
    const result = await repo.update({ code }, this.values(input));
    if (!result.affected) throw rpcFailure('not_found', MESSAGES.notFound);
    return toView((await repo.findOneBy({ code }))!);
  }

  async deactivate(code: string): Promise<ReferralCodeView> {
    const repo = this.dataSource.getRepository(ReferralCodeEntity);
    const result = await repo.update({ code }, { active: false });
    if (!result.affected) throw rpcFailure('not_found', MESSAGES.notFound);
    return toView((await repo.findOneBy({ code }))!);
  }

  private values(input: ReferralCodeInput): Partial<ReferralCodeEntity> {
    return {
      code: input.code,
      percentage: input.percentage,
      active: input.active,
      expiresAt: input.expires_at ? new Date(input.expires_at) : null,
      usageLimit: input.usage_limit,
      description: input.description,
    };
  }

  /**
   * The development codes, into a table that has no code at all (`seedCodesIfEmpty`). Returns
   * whether it added them.
   */
  async seedIfEmpty(
    codes: { code: string; percentage: number; active: boolean; description?: string }[],
  ): Promise<boolean> {
    return seedCodesIfEmpty(
      this.dataSource.manager,
      codes.map((seeded) => ({
        code: seeded.code.toUpperCase(),
        percentage: seeded.percentage,
        active: seeded.active,
        description: seeded.description ?? '',
      })),
    );
  }
}
