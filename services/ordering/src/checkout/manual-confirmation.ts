import {
  CatalogueQuote,
  ConfirmManualRequest,
  ConfirmManualResult,
  MANUAL_PAYMENT_TYPE,
  ORDER_NOT_OWNED_MESSAGE,
} from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { issuedOrderId } from '../order-ids/issued-order-ids.table';
import { lockOrder } from '../order-ids/order-lock';
import { ORDER_NOT_FOUND } from '../order-ids/order-id-retention';
import { hashOrderSecret, orderSecretMatches } from '../order-ids/order-secret';
import { ownerSecretHashOf } from '../payments/payment.queries';
import type { CheckoutParts } from './checkout-parts';

/**
 * A customer's manual transfer confirmation: the payment is recorded as pending (Manual) with the
 * server's prices. Sending it again is harmless (it answers the stored figures), but only from
 * the browser that placed the order: an order id issued here needs the secret issued with it, and
 * a payment confirmed with a secret takes a second confirmation only with that secret. The answer
 * names the customer the payment holds, so the proof is stored under the same one.
 */
export class ManualConfirmation {
  constructor(
    private readonly parts: Pick<CheckoutParts, 'dataSource' | 'ledger' | 'prices' | 'referrals' | 'relay'>,
  ) {}

  /**
   * A dry run makes every check and every write in the same transaction, then rolls it back: the
   * gateway asks it before it reads the proof's file, so a refused cart costs no upload.
   */
  async confirm(
    request: ConfirmManualRequest,
    requestId?: string,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): Promise<ConfirmManualResult> {
    const { dataSource } = this.parts;
    const quote = await this.parts.prices.quote(request.cart, requestId);
    const confirm = (manager: EntityManager) => this.record(manager, request, quote, requestId);
    if (dryRun) return rolledBack(dataSource, confirm);
    const result = await dataSource.transaction(confirm);
    this.parts.relay?.kick();
    return result;
  }

  private async record(
    manager: EntityManager,
    request: ConfirmManualRequest,
    quote: CatalogueQuote,
    requestId?: string,
  ): Promise<ConfirmManualResult> {
    const { ledger, prices, referrals } = this.parts;
    // The order id is the customer's, so the same confirmation may arrive twice at once: the
    // second waits here and then finds the first one's payment instead of writing over it.
    await lockOrder(manager, request.orderId);
    const existing = await ledger.lock(manager, request.orderId);
    if (existing) {
      const retryable = existing.paymentType === MANUAL_PAYMENT_TYPE && existing.status !== 'paid';
      if (!retryable) throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      if (!orderSecretMatches(request.orderSecret, await ownerSecretHashOf(manager, request.orderId)))
        throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
      // Sent again after its proof could not be stored (the gateway withdrew it): pending once more.
      if (existing.status !== 'pending' && !(await ledger.reopenWithdrawn(manager, existing, requestId)))
        throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      // Sent again with the picture it lacked: the admin's queue no longer says it has none.
      if (request.withProof && existing.proofAttached === false)
        await ledger.takeNewProof(manager, existing, requestId);
      return {
        order_id: existing.orderId,
        amount: existing.amount,
        customer: {
          name: existing.customerName,
          phone: existing.customerPhone,
          email: existing.customerEmail,
        },
      };
    }
    const issued = await issuedOrderId(manager, request.orderId);
    // Proofs only for orders this shop issued: an invented id would keep a stranger's file.
    if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
    if (issued.secret_hash && !orderSecretMatches(request.orderSecret, issued.secret_hash))
      throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
    const code = request.referralCode ?? (await referrals.usageOf(manager, request.orderId))?.code;
    const referral = code ? await referrals.applyToOrder(manager, code, request.orderId) : null;
    const cart = prices.price(request.cart, quote, referral?.percentage ?? 0);
    await ledger.open(manager, {
      orderId: request.orderId,
      priced: cart,
      customer: request.customer,
      paymentType: MANUAL_PAYMENT_TYPE,
      referralCode: referral?.code ?? null,
      requestId,
      ownerSecretHash:
        issued.secret_hash ?? (request.orderSecret ? hashOrderSecret(request.orderSecret) : null),
      proofAttached: request.withProof === true,
    });
    return { order_id: request.orderId, amount: cart.total, customer: request.customer };
  }
}

/** Thrown to roll a dry run's transaction back once its answer is known. */
class DryRunDone<T> extends Error {
  constructor(readonly answer: T) {
    super('dry run');
  }
}

/** The answer of `work` run in a transaction that is then rolled back, whatever it wrote. */
async function rolledBack<T>(
  dataSource: DataSource,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    await dataSource.transaction(async (manager) => {
      throw new DryRunDone(await work(manager));
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.answer as T;
    throw err;
  }
  throw new Error('a dry run committed');
}
