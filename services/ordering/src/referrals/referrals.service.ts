import { MESSAGES, REFERRAL_MESSAGES, ReferralCodeInput, ReferralCodeView } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { ReferralCodeEntity } from './referral-code.entity';

export const ORDER_ALREADY_PRICED =
  'Pembayaran untuk Order ID ini sudah dibuat; kode referal tidak dapat ditambahkan.';

function toView(e: ReferralCodeEntity): ReferralCodeView {
  return {
    code: e.code,
    percentage: e.percentage,
    active: e.active,
    expires_at: e.expiresAt?.toISOString() ?? null,
    usage_limit: e.usageLimit,
    used_count: e.usedCount,
    description: e.description,
    created_at: e.createdAt.toISOString(),
  };
}

/** Referral codes: percentage, active flag, optional expiry and usage limit; used once per order. */
export class ReferralsService {
  constructor(private readonly dataSource: DataSource) {}

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
   * Records that `orderId` uses `code`, inside the caller's transaction. The code row is locked, so
   * concurrent uses of a code with a usage limit cannot both take the last use. Using the same code
   * again for the same order is a no-op; an order keeps the first code it used.
   */
  async applyToOrder(manager: EntityManager, code: string, orderId: string): Promise<ReferralCodeEntity> {
    const entity = await manager
      .getRepository(ReferralCodeEntity)
      .findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
    const [existing] = await manager.query('SELECT code FROM referral_usages WHERE order_id = $1', [orderId]);
    if (existing) {
      if (existing.code !== code) throw rpcFailure('conflict', REFERRAL_MESSAGES.alreadyUsed);
      return entity!;
    }
    const refusal = this.refusal(entity);
    if (refusal) throw rpcFailure('bad_request', refusal);
    await manager.query('INSERT INTO referral_usages (order_id, code) VALUES ($1, $2)', [orderId, code]);
    await manager.query(
      'UPDATE referral_codes SET used_count = used_count + 1, updated_at = now() WHERE code = $1',
      [code],
    );
    return entity!;
  }

  /** The code an order already used, if any (with its percentage). */
  async usageOf(manager: EntityManager, orderId: string): Promise<ReferralCodeEntity | undefined> {
    const rows: ReferralCodeEntity[] = await manager
      .getRepository(ReferralCodeEntity)
      .createQueryBuilder('c')
      .innerJoin('referral_usages', 'u', 'u.code = c.code')
      .where('u.order_id = :orderId', { orderId })
      .getMany();
    return rows[0];
  }

  /**
   * POST /api/referral/use, sent before the payment it discounts exists. Once an order has a
   * payment its price is fixed, so a code it was not priced with would only use up the code.
   */
  async use(code: string, orderId: string): Promise<{ message: string; discount_percentage: number }> {
    const entity = await this.dataSource.transaction(async (m) => {
      const [payment] = await m.query('SELECT referral_code FROM transactions WHERE order_id = $1', [
        orderId,
      ]);
      if (payment && payment.referral_code !== code) throw rpcFailure('conflict', ORDER_ALREADY_PRICED);
      return this.applyToOrder(m, code, orderId);
    });
    return { message: 'Kode referal berhasil digunakan.', discount_percentage: entity.percentage };
  }

  async exists(orderId: string): Promise<{ exists: boolean }> {
    const [row] = await this.dataSource.query('SELECT 1 FROM referral_usages WHERE order_id = $1', [orderId]);
    return { exists: Boolean(row) };
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

  /** Development data: the demo codes, inserted when missing. */
  async seed(
    codes: { code: string; percentage: number; active: boolean; description?: string }[],
  ): Promise<void> {
    for (const c of codes) {
      await this.dataSource.query(
        `INSERT INTO referral_codes (code, percentage, active, description) VALUES ($1, $2, $3, $4)
         ON CONFLICT (code) DO NOTHING`,
        [c.code.toUpperCase(), c.percentage, c.active, c.description ?? ''],
      );
    }
  }
}
