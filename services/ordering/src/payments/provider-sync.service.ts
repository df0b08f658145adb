import { isOrderId, MANUAL_PAYMENT_TYPE, TransactionLookup } from '@undangan/contracts';
import { Logger, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProvider, ProviderTransaction } from '../midtrans/midtrans-provider';
import { isSignatureValid, parseGrossAmount } from '../midtrans/notification-signature';
import { TransactionEntity } from '../transactions/transaction.entity';
import { PaymentLedger, TransitionOutcome } from './payment-ledger';
import { midtransStatusOf, statusFromMidtrans } from './payment-state';
import { providerDetails } from './provider-status';

const QR_PAYMENT_TYPES = new Set(['qris', 'gopay', 'other_qris']);

export interface ProviderSyncOptions {
  /** How long a customer may pay an online payment (the expiry sent to Snap). */
  paymentWindowMs: number;
}

/** Clocks differ: a payment is out of time only this long after its window closed. */
const PAYMENT_WINDOW_MARGIN_MS = 60 * 60 * 1000;
/** Snap answers within seconds; a payment still without a token after this never got one. */
const TOKENLESS_AFTER_MS = 60 * 60 * 1000;

/**
 * The signature covers status_code but not transaction_status, so the status must agree with the
 * code: paid only with 200, pending only with 201, and a 200 or 201 message never closes a
 * payment. Otherwise one genuine pending notification could be replayed as a settlement.
 */
export function statusCodeFits(
  transactionStatus: unknown,
  fraudStatus: unknown,
  statusCode: unknown,
): boolean {
  const target = statusFromMidtrans(String(transactionStatus), fraudStatus as string | undefined);
  if (target === 'paid') return statusCode === '200';
  if (target === 'pending') return statusCode === '201';
  if (target) return statusCode !== '200' && statusCode !== '201';
  return true;
}

/**
 * Keeps payments in step with Midtrans: signed notifications, status look-ups when a customer
 * checks, and reconciliation of payments left pending. All go through one path and the state
 * machine, so duplicates and stale news change nothing.
 */
export class ProviderSyncService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ledger: PaymentLedger,
    private readonly provider: PaymentProvider,
    private readonly serverKey: string,
    private readonly relay: OutboxRelay | undefined,
    private readonly logger: Logger,
    private readonly options: ProviderSyncOptions,
  ) {}

  async handleNotification(body: unknown, requestId?: string): Promise<{ status: 'ok'; outcome: string }> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw rpcFailure('bad_request', 'Notifikasi tidak valid.');
    }
    const notification = body as ProviderTransaction;
    if (!isOrderId(notification.order_id) || typeof notification.transaction_status !== 'string') {
      throw rpcFailure('bad_request', 'Notifikasi tidak valid.');
    }
    if (!isSignatureValid(notification, this.serverKey)) {
      this.logger.warn(
        { orderId: notification.order_id, requestId },
        'notification with a bad signature refused',
      );
      throw rpcFailure('unauthorized', 'Signature notifikasi tidak valid.');
    }
    if (
      !statusCodeFits(notification.transaction_status, notification.fraud_status, notification.status_code)
    ) {
      this.logger.warn(
        { orderId: notification.order_id, requestId, status: notification.transaction_status },
        'notification whose status does not match its signed status code refused',
      );
      throw rpcFailure('bad_request', 'Notifikasi tidak valid.');
    }
    const outcome = await this.apply(notification, 'notification', requestId);
    return { status: 'ok', outcome };
  }

  /**
   * Applies what Midtrans says of an order (from a verified notification or our own status call):
   * the amount must match, then the state machine decides. Every authentic message is recorded.
   */
  async apply(
    remote: ProviderTransaction,
    source: 'notification' | 'status',
    requestId?: string,
  ): Promise<string> {
    const orderId = String(remote.order_id);
    const outcome = await this.dataSource.transaction(async (m) => {
      const tx = await this.ledger.lock(m, orderId);
      if (!tx) return 'unknown_order' as const;
      const amount = parseGrossAmount(remote.gross_amount);
      let result: TransitionOutcome | 'amount_mismatch' | 'recorded';
      if (amount !== tx.amount) {
        result = 'amount_mismatch';
      } else {
        const target = statusFromMidtrans(
          String(remote.transaction_status),
          remote.fraud_status as string | undefined,
        );
        result = target
          ? await this.ledger.transition(m, tx, target, providerDetails(remote), requestId)
          : 'recorded';
      }
      await this.record(m, remote, `${source}:${result}`);
      return result;
    });
    this.relay?.kick();
    if (outcome === 'unknown_order') throw rpcFailure('not_found', 'Transaksi tidak ditemukan.');
    if (outcome === 'amount_mismatch') {
      this.logger.warn({ orderId, requestId, source }, 'provider amount differs from the stored amount');
      throw rpcFailure('bad_request', 'Jumlah pembayaran tidak sesuai.');
    }
    return outcome;
  }

  private async record(m: EntityManager, remote: ProviderTransaction, outcome: string): Promise<void> {
    await m.query(
      `INSERT INTO payment_notifications (order_id, transaction_status, status_code, gross_amount, outcome, payload)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        String(remote.order_id),
        String(remote.transaction_status ?? '').slice(0, 40),
        String(remote.status_code ?? '').slice(0, 10),
        String(remote.gross_amount ?? '').slice(0, 30),
        outcome,
        JSON.stringify(remote),
      ],
    );
  }

  /** Asks Midtrans about one online payment still pending and applies the answer. */
  async refresh(orderId: string, requestId?: string): Promise<void> {
    const remote = await this.provider.status(orderId);
    if (remote) await this.apply({ ...remote, order_id: orderId }, 'status', requestId);
  }

  /**
   * Reconciliation: online payments pending for longer than `olderThanMs` are checked with
   * Midtrans, so a lost notification cannot leave a paid order unpaid. A payment Midtrans knows
   * nothing of is closed once nobody can pay it any more: as expired when its Snap token has run
   * out (no method was ever chosen, and Midtrans sends nothing then), as failed when it never got
   * a token (the service stopped while asking Snap, so the customer never had a popup). Otherwise
   * it would count as pending revenue for ever. Returns how many changed.
   */
  async reconcilePending(olderThanMs: number, limit = 200): Promise<{ checked: number; changed: number }> {
    const rows: { order_id: string; has_token: boolean; out_of_time: boolean }[] =
      await this.dataSource.query(
        `SELECT order_id, snap_token IS NOT NULL AS has_token,
              created_at < now() - ($3 || ' milliseconds')::interval AS out_of_time
       FROM transactions
       WHERE status = 'pending' AND (payment_type IS NULL OR payment_type <> $1)
         AND CASE WHEN snap_token IS NULL THEN created_at < now() - ($4 || ' milliseconds')::interval
                  ELSE created_at < now() - ($2 || ' milliseconds')::interval END
       ORDER BY created_at LIMIT $5`,
        [
          MANUAL_PAYMENT_TYPE,
          String(olderThanMs),
          String(this.options.paymentWindowMs + PAYMENT_WINDOW_MARGIN_MS),
          String(TOKENLESS_AFTER_MS),
          limit,
        ],
      );
    let changed = 0;
    for (const row of rows) {
      try {
        const remote = await this.provider.status(row.order_id);
        if (remote) {
          if ((await this.apply({ ...remote, order_id: row.order_id }, 'status')) === 'applied') changed++;
        } else if (!row.has_token || row.out_of_time) {
          if ((await this.close(row.order_id, row.has_token ? 'expired' : 'failed')) === 'applied') changed++;
        }
      } catch (err) {
        this.logger.warn({ err, orderId: row.order_id }, 'reconciliation of a payment failed');
      }
    }
    return { checked: rows.length, changed };
  }

  /** Closes a pending payment nobody will pay (the state machine leaves any other one alone). */
  async close(
    orderId: string,
    target: 'expired' | 'failed',
    requestId?: string,
  ): Promise<TransitionOutcome | 'gone'> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const tx = await this.ledger.lock(m, orderId);
      return tx ? this.ledger.transition(m, tx, target, undefined, requestId) : ('gone' as const);
    });
    this.relay?.kick();
    if (outcome === 'applied')
      this.logger.info({ orderId, status: target, requestId }, 'pending payment closed');
    return outcome;
  }

  /** GET /api/transactions/pending-transactions: the customer's view, fresh from Midtrans when pending. */
  async lookup(orderId: string, requestId?: string): Promise<{ transactions: TransactionLookup[] }> {
    const repo = this.dataSource.getRepository(TransactionEntity);
    let tx = await repo.findOneBy({ orderId });
    if (!tx) throw rpcFailure('not_found', 'Tidak ada transaksi ditemukan untuk Order ID ini.');
    if (tx.status === 'pending' && tx.paymentType !== MANUAL_PAYMENT_TYPE && tx.snapToken) {
      try {
        await this.refresh(orderId, requestId);
        tx = (await repo.findOneBy({ orderId }))!;
      } catch (err) {
        this.logger.warn({ err, orderId }, 'status refresh failed; answering the stored status');
      }
    }
    const qr = QR_PAYMENT_TYPES.has(tx.paymentType ?? '') ? tx.qrUrl : null;
    return {
      transactions: [
        {
          order_id: tx.orderId,
          transaction_status:
            tx.status === 'pending' ? (tx.providerStatus ?? 'pending') : midtransStatusOf(tx.status),
          gross_amount: tx.amount,
          expiry_time: tx.expiryTime?.toISOString() ?? null,
          payment_type: tx.paymentType,
          store: tx.store,
          payment_code: tx.paymentCode,
          va_numbers: tx.vaNumbers,
          qr_images: { standard: qr, shopeepay: tx.paymentType === 'shopeepay' ? tx.qrUrl : null },
        },
      ],
    };
  }
}
