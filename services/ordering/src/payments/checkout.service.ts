import { randomInt } from 'node:crypto';
import {
  CatalogueQuote,
  jakartaWallClock,
  ConfirmManualRequest,
  ConfirmManualResult,
  CreateOrderIdResult,
  ORDER_NOT_OWNED_MESSAGE,
  CreatePaymentRequest,
  CreatePaymentResult,
  EVENT_TYPES,
  makeOrderId,
  MANUAL_PAYMENT_TYPE,
  type ManualOrder,
  type OrderPlacedData,
  type PlaceManualOrderRequest,
} from '@undangan/contracts';
import { enqueueEvent, isUniqueViolation, Logger, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProvider, SnapTransactionRequest } from '../midtrans/midtrans-provider';
import { CataloguePrices } from '../pricing/catalogue-prices';
import type { PricedCart } from '../pricing/cart-pricing';
import type { ReferralCodeEntity } from '../referrals/referral-code.entity';
import {
  ISSUED_ORDER_ID_RETENTION_DAYS,
  ORDER_NOT_FOUND,
  ReferralsService,
} from '../referrals/referrals.service';
import { PaymentEntity } from './payment.entity';
import { PaymentLedger } from './payment-ledger';
import { ownerSecretHashOf, storeSnapToken } from './payment.queries';
import type { ProviderSyncService } from './provider-sync.service';
import { lockOrder } from '../orders/order-lock';
import { hashOrderSecret, newOrderSecret, orderSecretMatches } from '../orders/order-secret';
import {
  issuedOrderId,
  issueOrderId,
  lockPlacement,
  placementOf,
  recordPlacement,
  type Placement,
} from '../orders/issued-order-ids.table';

export const PAYMENT_FAILED_MESSAGE = 'Gagal memproses pembayaran. Coba lagi nanti.';
export const POPUP_CLOSED_MESSAGE =
  'Pembayaran belum diselesaikan. Anda masih dapat melanjutkannya sampai batas waktu pembayaran.';

/** How many fresh order ids to try before giving up. */
const ORDER_ID_ATTEMPTS = 5;

export interface CheckoutOptions {
  publicBaseUrl: string;
  /** How long an online payment may stay unpaid. */
  expiryHours: number;
}

/** "yyyy-MM-dd HH:mm:ss +0700", the time format Snap's expiry wants, in WIB. */
function snapStartTime(now: Date): string {
  const wib = jakartaWallClock(now);
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`;
}

const snapName = (name: string) => (name.length > 50 ? `${name.slice(0, 47)}...` : name);

/** Snap's item_details: one line per priced line plus the discount as a negative line; sums to gross. */
export function snapItems(
  priced: PricedCart,
  referralCode: string | null,
): SnapTransactionRequest['item_details'] {
  const items = priced.lines.map((line) => ({
    id: `${line.type === 'package' ? 'PKG' : 'ADDON'}-${line.id}`,
    price: line.price,
    quantity: line.quantity,
    name: snapName(
      line.type === 'package' && line.designName ? `${line.name} - ${line.designName}` : line.name,
    ),
  }));
  if (priced.discount > 0) {
    items.push({
      id: 'DISCOUNT',
      price: -priced.discount,
      quantity: 1,
      name: snapName(`Diskon referal ${referralCode ?? ''}`.trim()),
    });
  }
  return items;
}

/** What a CheckoutService works with. */
export interface CheckoutDeps {
  dataSource: DataSource;
  ledger: PaymentLedger;
  prices: CataloguePrices;
  referrals: ReferralsService;
  provider: PaymentProvider;
  /** Applies what Midtrans says of a payment and closes payments: the one path for status changes. */
  sync: ProviderSyncService;
  /** Nudged after a payment is written, so its event leaves at once (absent in some tests). */
  relay?: OutboxRelay;
  logger: Logger;
  options: CheckoutOptions;
}

/** Starting payments: order ids, Snap transactions, manual confirmations, abandoned popups. */
export class CheckoutService {
  constructor(private readonly deps: CheckoutDeps) {}

  async createOrderId(): Promise<CreateOrderIdResult> {
    // Every id handed out is recorded: a referral code may be reserved only for an order issued
    // here (or one with a payment). Old ids are pruned a bounded batch at a time as new ones go out.
    await this.deps.referrals.pruneIssuedOrderIds();
    for (let attempt = 0; attempt < ORDER_ID_ATTEMPTS; attempt++) {
      const orderId = makeOrderId(new Date(), (n) => randomInt(n));
      const taken = await this.deps.dataSource.getRepository(PaymentEntity).exists({ where: { orderId } });
      if (taken) continue;
      // The browser keeps the secret beside the id; only its hash is stored.
      const orderSecret = newOrderSecret();
      if (await issueOrderId(this.deps.dataSource.manager, orderId, hashOrderSecret(orderSecret)))
        return { orderId, orderSecret };
    }
    throw rpcFailure('unavailable', 'Gagal membuat Order ID. Silakan coba lagi.');
  }

  async createPayment(request: CreatePaymentRequest, requestId?: string): Promise<CreatePaymentResult> {
    const quote = await this.deps.prices.quote(request.cart, requestId);
    const { orderId, priced } = await this.openOnlinePayment(request, quote, requestId);
    this.deps.relay?.kick();

    let snap: { token: string; redirect_url: string };
    try {
      snap = await this.deps.provider.createSnapTransaction({
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
          duration: this.deps.options.expiryHours,
        },
        callbacks: {
          finish: `${this.deps.options.publicBaseUrl}/payment/finish`,
          error: `${this.deps.options.publicBaseUrl}/payment/failed`,
        },
      });
    } catch (err) {
      this.deps.logger.error({ err, orderId, requestId }, 'snap transaction could not be created');
      await this.deps.sync.close(orderId, 'failed', 'checkout', requestId);
      throw rpcFailure('unavailable', PAYMENT_FAILED_MESSAGE);
    }
    await storeSnapToken(this.deps.dataSource.manager, orderId, snap.token, snap.redirect_url);
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
    for (let attempt = 1; ; attempt++) {
      const orderId = makeOrderId(new Date(), (n) => randomInt(n));
      const open = async (manager: EntityManager, referral: ReferralCodeEntity | null) => {
        const cart = this.deps.prices.price(request.cart, quote, referral?.percentage ?? 0);
        await this.deps.ledger.open(manager, {
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
          ? await this.deps.dataSource.transaction(async (manager) =>
              open(manager, await this.deps.referrals.applyToOrder(manager, code, orderId)),
            )
          : await open(this.deps.dataSource.manager, null);
        return { orderId, priced };
      } catch (err) {
        if (!isUniqueViolation(err, 'payments_pkey') || attempt >= ORDER_ID_ATTEMPTS) throw err;
      }
    }
  }

  /**
   * A customer's manual transfer confirmation: the payment is recorded as pending (Manual) with the
   * server's prices. Sending it again is harmless (it answers the stored figures), but only from
   * the browser that placed the order: an order id issued here needs the secret issued with it, and
   * a payment confirmed with a secret takes a second confirmation only with that secret. The answer
   * names the customer the payment holds, so the proof is stored under the same one.
   *
   * A dry run makes every check and every write in the same transaction, then rolls it back: the
   * gateway asks it before it reads the proof's file, so a refused cart costs no upload.
   */
  async confirmManual(
    request: ConfirmManualRequest,
    requestId?: string,
    { dryRun = false }: { dryRun?: boolean } = {},
  ): Promise<ConfirmManualResult> {
    const quote = await this.deps.prices.quote(request.cart, requestId);
    const confirm = (manager: EntityManager) => this.recordManual(manager, request, quote, requestId);
    if (dryRun) return rolledBack(this.deps.dataSource, confirm);
    const result = await this.deps.dataSource.transaction(confirm);
    this.deps.relay?.kick();
    return result;
  }

  private async recordManual(
    manager: EntityManager,
    request: ConfirmManualRequest,
    quote: CatalogueQuote,
    requestId?: string,
  ): Promise<ConfirmManualResult> {
    // The order id is the customer's, so the same confirmation may arrive twice at once: the
    // second waits here and then finds the first one's payment instead of writing over it.
    await lockOrder(manager, request.orderId);
    const existing = await this.deps.ledger.lock(manager, request.orderId);
    if (existing) {
      const retryable = existing.paymentType === MANUAL_PAYMENT_TYPE && existing.status !== 'paid';
      if (!retryable) throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      if (!orderSecretMatches(request.orderSecret, await ownerSecretHashOf(manager, request.orderId)))
        throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
      // Sent again after its proof could not be stored (the gateway withdrew it): pending once more.
      if (
        existing.status !== 'pending' &&
        !(await this.deps.ledger.reopenWithdrawn(manager, existing, requestId))
      )
        throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      // Sent again with the picture it lacked: the admin's queue no longer says it has none.
      if (request.withProof && existing.proofAttached === false)
        await this.deps.ledger.takeNewProof(manager, existing, requestId);
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
    const code = request.referralCode ?? (await this.deps.referrals.usageOf(manager, request.orderId))?.code;
    const referral = code ? await this.deps.referrals.applyToOrder(manager, code, request.orderId) : null;
    const cart = this.deps.prices.price(request.cart, quote, referral?.percentage ?? 0);
    await this.deps.ledger.open(manager, {
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

  /**
   * The manual transfer page places its order: the cart priced by the server, the customer, and
   * order.placed for the couple's email (with the order's secret, for the confirmation link). The
   * same order placed again as it was changes nothing; placed with another cart or customer, it is
   * replaced, and its page (the confirmation link already sent) shows it, but nobody is told again:
   * the email goes once per order, to the address it was first placed with, so placing one order
   * over and over can neither mail a new address nor fill the shop's email queue. Refused once the
   * order has a payment.
   */
  async placeManual(request: PlaceManualOrderRequest, requestId?: string): Promise<ManualOrder> {
    const quote = await this.deps.prices.quote(request.cart, requestId);
    const placed = await this.deps.dataSource.transaction(async (manager) => {
      await lockOrder(manager, request.orderId);
      const issued = await lockPlacement(manager, request.orderId);
      if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
      if (!orderSecretMatches(request.orderSecret, issued.secret_hash))
        throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
      if (await this.deps.ledger.lock(manager, request.orderId))
        throw rpcFailure('conflict', 'Pembayaran untuk Order ID ini sudah diproses.');
      const code =
        (await this.deps.referrals.usageOf(manager, request.orderId))?.code ?? request.referralCode;
      const referral = code ? await this.deps.referrals.checkedCode(manager, code) : null;
      const priced = this.deps.prices.price(request.cart, quote, referral?.percentage ?? 0);
      const placement: Placement = {
        cart: request.cart,
        customer: request.customer,
        referralCode: referral?.code ?? null,
        lines: priced.lines.map((line) => ({
          type: line.type,
          id: line.id,
          name: lineLabel(line),
          price: line.price,
          quantity: line.quantity,
        })),
        subtotal: priced.subtotal,
        discount: priced.discount,
        total: priced.total,
      };
      if (!samePlacement(issued.placement, placement))
        await recordPlacement(manager, request.orderId, placement);
      if (!issued.placement) {
        const data: OrderPlacedData = {
          orderId: request.orderId,
          amount: placement.total,
          subtotal: placement.subtotal,
          discount: placement.discount,
          items: placement.lines,
          customer: placement.customer,
          orderSecret: request.orderSecret,
          placedAt: new Date().toISOString(),
          confirmBy: confirmByOf(issued.issued_at),
          ...(request.origin ? { origin: request.origin } : {}),
        };
        await enqueueEvent(manager, EVENT_TYPES.orderPlaced, data, requestId);
      }
      return { issuedAt: issued.issued_at, placement };
    });
    this.deps.relay?.kick();
    return manualOrderView(request.orderId, placed.issuedAt, placed.placement);
  }

  /** The manual order behind an email's link, for its secret's holder, until its id is forgotten. */
  async manualOrder(request: { orderId: string; orderSecret: string }): Promise<ManualOrder> {
    const issued = await placementOf(this.deps.dataSource.manager, request.orderId);
    if (!issued) throw rpcFailure('not_found', ORDER_NOT_FOUND);
    if (!orderSecretMatches(request.orderSecret, issued.secret_hash))
      throw rpcFailure('forbidden', ORDER_NOT_OWNED_MESSAGE);
    if (!issued.placement) throw rpcFailure('not_found', ORDER_NOT_FOUND);
    return manualOrderView(request.orderId, issued.issued_at, issued.placement);
  }

  /**
   * The customer closed the Snap popup (PRODUCT.md section 4: the browser then asks to delete the
   * online payment). Closed is not cancelled: Midtrans keeps the Snap page payable until its own expiry, and a
   * customer who reopens it and pays must find a payment that takes the money. So the payment stays
   * pending; reconciliation closes it once nobody can pay it any more.
   */
  async notePopupClosed(orderId: string): Promise<{ message: string }> {
    const payment = await this.deps.dataSource.getRepository(PaymentEntity).findOneBy({ orderId });
    if (!payment || payment.paymentType === MANUAL_PAYMENT_TYPE)
      throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    if (payment.status !== 'pending') return { message: 'Transaksi sudah tidak aktif.' };
    return { message: POPUP_CLOSED_MESSAGE };
  }
}

/** A line as the couple reads it: a package with its design, an add-on by its name. */
function lineLabel(line: PricedCart['lines'][number]): string {
  return line.type === 'package' && line.designName
    ? `Paket ${line.name} — desain ${line.designName}`
    : line.name;
}

/** Whether two placements say the same (a jsonb column keeps keys in an order of its own). */
function samePlacement(stored: Placement | null, next: Placement): boolean {
  return stored !== null && JSON.stringify(sortedKeys(stored)) === JSON.stringify(sortedKeys(next));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, sortedKeys(v)]),
  );
}

function manualOrderView(orderId: string, issuedAt: Date, placement: Placement): ManualOrder {
  return {
    order_id: orderId,
    items: placement.lines.map(({ name, price, quantity }) => ({ name, price, quantity })),
    subtotal: placement.subtotal,
    discount: placement.discount,
    total: placement.total,
    customer: placement.customer,
    cart: placement.cart,
    referral_code: placement.referralCode,
    confirm_by: confirmByOf(issuedAt),
  };
}

/** Until when a manual order can be confirmed: its id is kept that long. */
function confirmByOf(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + ISSUED_ORDER_ID_RETENTION_DAYS * 86_400_000).toISOString();
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
