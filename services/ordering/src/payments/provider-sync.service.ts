import { isOrderId, MANUAL_PAYMENT_TYPE } from '@undangan/contracts';
import { Logger, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProvider, ProviderTransaction } from '../midtrans/midtrans-provider';
import { isSignatureValid, parseGrossAmount } from '../midtrans/notification-signature';
import { PaymentEntity } from './payment.entity';
import { PaymentLedger, TransitionOutcome, WITHDRAWAL_SOURCE } from './payment-ledger';
import { recordNotification } from './payment-notifications.table';
import { movesFromMidtrans } from './payment-state';
import { providerDetails } from './provider-status';

/** What a ProviderSyncService works with. */
export interface ProviderSyncDeps {
  dataSource: DataSource;
  ledger: PaymentLedger;
  provider: PaymentProvider;
  /** Midtrans's server key, which signs its notifications. */
  serverKey: string;
  /** Nudged after a change is written, so its event leaves at once (absent in some tests). */
  relay?: OutboxRelay;
  logger: Logger;
  /** How long a customer may pay an online payment (the expiry sent to Snap). */
  paymentWindowMs: number;
}

/** Clocks differ: a payment is out of time only this long after its window closed. */
export const PAYMENT_WINDOW_MARGIN_MS = 60 * 60 * 1000;

/** Whether the customer may still pay on the payment's Snap page (by the shop's clock). */
export function snapPageOpen(payment: PaymentEntity, paymentWindowMs: number, now = Date.now()): boolean {
  return payment.snapToken !== null && payment.createdAt.getTime() > now - paymentWindowMs;
}

export const STATUS_UNAVAILABLE = 'Status pembayaran tidak dapat diperiksa saat ini. Silakan coba lagi.';

/** The payment fields a notification and Midtrans's own answer must agree on. */
const VERIFIED_FIELDS = ['transaction_status', 'fraud_status', 'gross_amount'] as const;

/**
 * Keeps payments in step with Midtrans: signed notifications and every status answer are applied
 * here (a customer's look-up, payments/payment-lookup.ts, and reconciliation, payments/reconciler.ts,
 * ask through `refresh`), closing and withdrawing too. The signature covers order_id, status_code
 * and gross_amount only, so no body is believed: every change of state is taken from Midtrans's
 * own status answer (as the official clients do), then the amount is checked and the state
 * machine decides. Duplicates and stale news change nothing.
 */
export class ProviderSyncService {
  constructor(private readonly deps: ProviderSyncDeps) {}

  async handleNotification(body: unknown, requestId?: string): Promise<{ status: 'ok'; outcome: string }> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw rpcFailure('bad_request', 'Notifikasi tidak valid.');
    }
    const notification = body as ProviderTransaction;
    if (!isOrderId(notification.order_id) || typeof notification.transaction_status !== 'string') {
      throw rpcFailure('bad_request', 'Notifikasi tidak valid.');
    }
    if (!isSignatureValid(notification, this.deps.serverKey)) {
      this.deps.logger.warn(
        { orderId: notification.order_id, requestId },
        'notification with a bad signature refused',
      );
      throw rpcFailure('unauthorized', 'Signature notifikasi tidak valid.');
    }
    const orderId = notification.order_id;
    // What the shop can refuse by itself is refused before Midtrans is asked anything.
    const payment = await this.deps.dataSource.getRepository(PaymentEntity).findOneBy({ orderId });
    if (!payment) throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    if (parseGrossAmount(notification.gross_amount) !== payment.amount) {
      await this.deps.dataSource.transaction((manager) =>
        this.record(manager, notification, 'notification:amount_mismatch'),
      );
      this.deps.logger.warn({ orderId, requestId }, 'notification amount differs from the stored amount');
      throw rpcFailure('bad_request', 'Jumlah pembayaran tidak sesuai.');
    }
    let remote: ProviderTransaction | null;
    try {
      remote = await this.deps.provider.status(orderId);
    } catch (err) {
      // 503: Midtrans sends the notification again (four times), by when the status may answer.
      this.deps.logger.warn({ err, orderId, requestId }, 'status check of a notification failed');
      throw rpcFailure('unavailable', STATUS_UNAVAILABLE);
    }
    if (!remote) {
      // Signed, yet Midtrans's status answer does not know it (yet): 503 again, so Midtrans sends
      // the notification again (four times) rather than never.
      await this.deps.dataSource.transaction((manager) =>
        this.record(manager, notification, 'notification:unconfirmed'),
      );
      this.deps.logger.warn({ orderId, requestId }, 'notification for a transaction Midtrans does not know');
      throw rpcFailure('unavailable', STATUS_UNAVAILABLE);
    }
    const verified = { ...remote, order_id: orderId };
    const agrees = VERIFIED_FIELDS.every(
      (field) =>
        (notification as Record<string, unknown>)[field] === (verified as Record<string, unknown>)[field],
    );
    if (!agrees) {
      this.deps.logger.warn(
        { orderId, requestId, said: notification.transaction_status, midtrans: verified.transaction_status },
        'notification disagrees with Midtrans; Midtrans status applied',
      );
    }
    const outcome = await this.apply(verified, 'notification', requestId, {
      record: notification,
      recordAs: agrees ? 'notification' : 'notification-disagrees',
    });
    return { status: 'ok', outcome };
  }

  /**
   * Applies what Midtrans says of an order (its status answer): the amount must match, then the
   * state machine decides. A notification is always recorded (without its signature); a status
   * answer only when it changed something or told something new.
   */
  async apply(
    remote: ProviderTransaction,
    source: 'notification' | 'status' | 'reconciliation',
    requestId?: string,
    options: { record?: ProviderTransaction; recordAs?: string } = {},
  ): Promise<string> {
    const orderId = String(remote.order_id);
    const outcome = await this.deps.dataSource.transaction(async (manager) => {
      const payment = await this.deps.ledger.lock(manager, orderId);
      if (!payment) return 'unknown_order' as const;
      const amount = parseGrossAmount(remote.gross_amount);
      const providerStatusBefore = payment.providerStatus;
      let result: TransitionOutcome | 'amount_mismatch' | 'recorded';
      if (amount !== payment.amount) {
        result = 'amount_mismatch';
      } else {
        const moves = movesFromMidtrans(remote, {
          status: payment.status,
          amount: payment.amount,
          pageOpen: snapPageOpen(payment, this.deps.paymentWindowMs),
        });
        result = moves.length === 0 ? 'recorded' : 'ignored';
        // Each move through the state machine in turn (paid, then money back, when the shop
        // missed the settlement): applied when any of them changed the payment.
        for (const target of moves) {
          const outcome = await this.deps.ledger.transition(manager, payment, target, {
            source,
            details: providerDetails(remote),
            requestId,
          });
          if (outcome === 'applied' || result !== 'applied') result = outcome;
        }
      }
      const news = remote.transaction_status !== providerStatusBefore;
      if (source === 'notification' || result === 'applied' || result === 'amount_mismatch' || news)
        await this.record(manager, options.record ?? remote, `${options.recordAs ?? source}:${result}`);
      return result;
    });
    this.deps.relay?.kick();
    if (outcome === 'unknown_order') throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    if (outcome === 'amount_mismatch') {
      this.deps.logger.warn({ orderId, requestId, source }, 'provider amount differs from the stored amount');
      throw rpcFailure('bad_request', 'Jumlah pembayaran tidak sesuai.');
    }
    return outcome;
  }

  /** Every authentic message, for audit; never with its signature (the body could be replayed edited). */
  private async record(manager: EntityManager, remote: ProviderTransaction, outcome: string): Promise<void> {
    const { signature_key: _signature, ...payload } = remote;
    await recordNotification(manager, {
      orderId: String(remote.order_id),
      transactionStatus: String(remote.transaction_status ?? ''),
      statusCode: String(remote.status_code ?? ''),
      grossAmount: String(remote.gross_amount ?? ''),
      outcome,
      payload,
    });
  }

  /** Asks Midtrans about one online payment and applies the answer; false when it knows none. */
  async refresh(orderId: string, source: 'status' | 'reconciliation', requestId?: string): Promise<string> {
    const remote = await this.deps.provider.status(orderId);
    if (!remote) return 'none';
    return this.apply({ ...remote, order_id: orderId }, source, requestId);
  }

  /** Closes a pending payment nobody will pay (the state machine leaves any other one alone). */
  async close(
    orderId: string,
    target: 'expired' | 'failed',
    source: string,
    requestId?: string,
  ): Promise<TransitionOutcome | 'gone'> {
    const outcome = await this.deps.dataSource.transaction(async (manager) => {
      const payment = await this.deps.ledger.lock(manager, orderId);
      if (!payment || payment.status !== 'pending') return payment ? ('ignored' as const) : ('gone' as const);
      return this.deps.ledger.transition(manager, payment, { status: target }, { source, requestId });
    });
    this.deps.relay?.kick();
    if (outcome === 'applied')
      this.deps.logger.info({ orderId, status: target, requestId }, 'pending payment closed');
    return outcome;
  }

  /**
   * The undo of a manual confirmation whose proof could not be stored (the gateway's
   * flows/manual-confirmation.ts): its pending manual payment is closed as failed, through the
   * state machine, with its event and history row. Any other payment is left alone.
   */
  async withdrawManual(orderId: string, requestId?: string): Promise<{ withdrawn: boolean }> {
    const outcome = await this.deps.dataSource.transaction(async (manager) => {
      const payment = await this.deps.ledger.lock(manager, orderId);
      if (payment?.paymentType !== MANUAL_PAYMENT_TYPE || payment.status !== 'pending')
        return 'ignored' as const;
      return this.deps.ledger.transition(
        manager,
        payment,
        { status: 'failed' },
        { source: WITHDRAWAL_SOURCE, requestId },
      );
    });
    this.deps.relay?.kick();
    if (outcome === 'applied') this.deps.logger.info({ orderId, requestId }, 'manual payment withdrawn');
    return { withdrawn: outcome === 'applied' };
  }
}
