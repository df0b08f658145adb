import { randomInt } from 'node:crypto';
import { CatalogueQuote, CreatePaymentRequest, CreatePaymentResult, makeOrderId } from '@undangan/contracts';
import { isUniqueViolation, rpcFailure } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { storeSnapToken } from '../payments/payment.queries';
import type { PricedCart } from '../pricing/cart-pricing';
import type { ReferralCodeEntity } from '../referrals/referral-code.entity';
import type { CheckoutParts } from './checkout-parts';
import { ORDER_ID_ATTEMPTS } from './order-id-issuer';
import { snapItems, snapStartTime } from './snap-request';

export const PAYMENT_FAILED_MESSAGE = 'Gagal memproses pembayaran. Coba lagi nanti.';

/** An online payment: priced and recorded pending under a fresh order id, then Snap's token for it. */
export class OnlineCheckout {
  constructor(
    private readonly parts: Pick<
      CheckoutParts,
      'dataSource' | 'ledger' | 'prices' | 'referrals' | 'provider' | 'sync' | 'relay' | 'logger' | 'options'
    >,
  ) {}

  async createPayment(request: CreatePaymentRequest, requestId?: string): Promise<CreatePaymentResult> {
    const { provider, options } = this.parts;
    const quote = await this.parts.prices.quote(request.cart, requestId);
    const { orderId, priced } = await this.openOnlinePayment(request, quote, requestId);
    this.parts.relay?.kick();

    let snap: { token: string; redirect_url: string };
    try {
      snap = await provider.createSnapTransaction({
        transaction_details: { order_id: orderId, gross_amount: priced.total },
        item_details: snapItems(priced, request.referralCode ?? null),
        customer_details: {
          first_name: request.customer.name,
          email: request.customer.email,
          phone: request.customer.phone,
        },
        expiry: {
          start_time: snapStartTime(new Date()),
          unit: 'hour',
          duration: options.expiryHours,
        },
        callbacks: {
          finish: `${options.publicBaseUrl}/payment/finish`,
          error: `${options.publicBaseUrl}/payment/failed`,
        },
      });
    } catch (err) {
      this.parts.logger.error({ err, orderId, requestId }, 'snap transaction could not be created');
      await this.parts.sync.close(orderId, 'failed', 'checkout', requestId);
      throw rpcFailure('unavailable', PAYMENT_FAILED_MESSAGE);
    }
    await storeSnapToken(this.parts.dataSource.manager, orderId, snap.token, snap.redirect_url);
    return {
      token: snap.token,
      order_id: orderId,
      redirect_url: snap.redirect_url,
      gross_amount: priced.total,
    };
  }

  /**
   * Prices the cart and records the pending online payment under a fresh order id. The id is not
   * looked up first: a taken one (31^6 suffixes a day, so rare) fails the insert, and the whole
   * transaction, referral use included, is tried again under another id.
   */
  private async openOnlinePayment(
    request: CreatePaymentRequest,
    quote: CatalogueQuote,
    requestId?: string,
  ): Promise<{ orderId: string; priced: PricedCart }> {
    const { dataSource, ledger, prices, referrals } = this.parts;
    for (let attempt = 1; ; attempt++) {
      const orderId = makeOrderId(new Date(), (n) => randomInt(n));
      const open = async (manager: EntityManager, referral: ReferralCodeEntity | null) => {
        const cart = prices.price(request.cart, quote, referral?.percentage ?? 0);
        await ledger.open(manager, {
          orderId,
          priced: cart,
          customer: request.customer,
          paymentType: null,
          referralCode: referral?.code ?? null,
          requestId,
        });
        return cart;
      };
      const code = request.referralCode;
      try {
        // Without a code the payment is one statement and needs no transaction of its own.
        const priced = code
          ? await dataSource.transaction(async (manager) =>
              open(manager, await referrals.applyToOrder(manager, code, orderId)),
            )
          : await open(dataSource.manager, null);
        return { orderId, priced };
      } catch (err) {
        if (!isUniqueViolation(err, 'payments_pkey') || attempt >= ORDER_ID_ATTEMPTS) throw err;
      }
    }
  }
}
