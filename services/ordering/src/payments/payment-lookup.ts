import {
  MANUAL_PAYMENT_TYPE,
  normalizePhone,
  ORDER_LOOKUP_NOT_FOUND,
  PaymentLookupResult,
} from '@undangan/contracts';
import { Logger, rpcFailure } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { orderSecretMatches } from '../order-ids/order-secret';
import { PaymentEntity } from './payment.entity';
import { lookupStatusOf } from './payment-state';
import { PAYMENT_WINDOW_MARGIN_MS, ProviderSyncService, snapPageOpen } from './provider-sync.service';

const QR_PAYMENT_TYPES = new Set(['qris', 'gopay', 'other_qris']);
/** Look-ups remembered per replica for the refresh interval; beyond this the oldest are dropped. */
const LOOKUP_MEMORY = 10_000;

export interface PaymentLookupDeps {
  dataSource: DataSource;
  sync: Pick<ProviderSyncService, 'refresh'>;
  logger: Logger;
  options: {
    /** How long a customer may pay an online payment (the expiry sent to Snap). */
    paymentWindowMs: number;
    /** A public look-up asks Midtrans about one order at most this often. */
    lookupRefreshMs: number;
  };
}

/**
 * The customer's view of an order's payment (POST and GET /api/transactions/pending-transactions):
 * read from the database, after asking Midtrans at most once per order per short interval on this
 * replica; an answer is written (through ProviderSyncService) only when it changes something.
 * A look-up that arrives while Midtrans is being asked about the same order waits for that answer
 * instead of reading the row the answer is about to change (a page opened twice at once, or a
 * page and its Cek Status button, would otherwise see the payment before its channel was known).
 */
export class PaymentLookup {
  private readonly lastLookups = new Map<string, number>();
  /** The questions to Midtrans under way on this replica, by order. */
  private readonly asking = new Map<string, Promise<void>>();

  constructor(private readonly deps: PaymentLookupDeps) {}

  /**
   * Whether a public look-up may ask Midtrans now: an online payment that is pending, or closed
   * while its Snap page may still be paid, at most once per order per interval on this replica.
   */
  private mayAsk(payment: PaymentEntity, now = Date.now()): boolean {
    if (payment.paymentType === MANUAL_PAYMENT_TYPE || !payment.snapToken) return false;
    const payable =
      payment.status === 'pending' ||
      ((payment.status === 'failed' || payment.status === 'expired') &&
        payment.createdAt.getTime() > now - this.deps.options.paymentWindowMs - PAYMENT_WINDOW_MARGIN_MS);
    if (!payable) return false;
    const last = this.lastLookups.get(payment.orderId);
    if (last !== undefined && now - last < this.deps.options.lookupRefreshMs) return false;
    this.lastLookups.delete(payment.orderId);
    this.lastLookups.set(payment.orderId, now);
    if (this.lastLookups.size > LOOKUP_MEMORY) {
      const oldest = this.lastLookups.keys().next().value;
      if (oldest !== undefined) this.lastLookups.delete(oldest);
    }
    return true;
  }

  /** Asks Midtrans about the order once; everyone looking meanwhile waits for the same answer. */
  private ask(orderId: string, requestId?: string): Promise<void> {
    const asked = this.deps.sync
      .refresh(orderId, 'status', requestId)
      .then(
        () => undefined,
        (err: unknown) => {
          this.deps.logger.warn({ err, orderId }, 'status refresh failed; answering the stored status');
        },
      )
      .finally(() => this.asking.delete(orderId));
    this.asking.set(orderId, asked);
    return asked;
  }

  /**
   * An order's payment as the customer's pages show it. The Snap page's token (with it Snap shows
   * the customer's name, email and phone) only to its owner: the caller who names the phone used
   * at checkout or the order's secret. A phone that is not the order's (with no secret of the
   * order beside it) is answered as the tracking page answers it, ORDER_LOOKUP_NOT_FOUND, which the
   * gateway counts against the order (OrderLookupLimit): the page's presence never tells a guesser
   * that a phone was right, and guesses meet the same limit as every other look-up by phone.
   */
  async lookup(
    orderId: string,
    requestId?: string,
    owner: { phone?: string; orderSecret?: string } = {},
  ): Promise<{ transactions: PaymentLookupResult[] }> {
    const repo = this.deps.dataSource.getRepository(PaymentEntity);
    let payment = await repo.findOneBy({ orderId });
    if (!payment) throw rpcFailure('not_found', 'Tidak ada transaksi ditemukan untuk Order ID ini.');
    if (owner.phone && !ownsPayment(payment, owner)) throw rpcFailure('not_found', ORDER_LOOKUP_NOT_FOUND);
    const underWay = this.asking.get(orderId) ?? (this.mayAsk(payment) ? this.ask(orderId, requestId) : null);
    if (underWay) {
      await underWay;
      payment = (await repo.findOneBy({ orderId }))!;
    }
    const qr = QR_PAYMENT_TYPES.has(payment.paymentType ?? '') ? payment.qrUrl : null;
    const pagePayable =
      (payment.status === 'pending' || payment.status === 'failed') &&
      snapPageOpen(payment, this.deps.options.paymentWindowMs);
    return {
      transactions: [
        {
          order_id: payment.orderId,
          transaction_status: lookupStatusOf(payment.status, payment.providerStatus),
          gross_amount: payment.amount,
          expiry_time: payment.expiryTime?.toISOString() ?? null,
          payment_type: payment.paymentType,
          store: payment.store,
          payment_code: payment.paymentCode,
          va_numbers: payment.vaNumbers,
          qr_images: { standard: qr, shopeepay: payment.paymentType === 'shopeepay' ? payment.qrUrl : null },
          payment_page:
            pagePayable && payment.snapToken && ownsPayment(payment, owner)
              ? { token: payment.snapToken, redirect_url: payment.snapRedirectUrl }
              : null,
        },
      ],
    };
  }
}

/** Whether the caller proved the order is theirs: its checkout phone, or its order secret. */
function ownsPayment(payment: PaymentEntity, owner: { phone?: string; orderSecret?: string }): boolean {
  if (owner.phone && normalizePhone(owner.phone) === normalizePhone(payment.customerPhone)) return true;
  return orderSecretMatches(owner.orderSecret, payment.ownerSecretHash);
}
