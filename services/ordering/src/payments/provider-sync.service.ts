import { isOrderId, MANUAL_PAYMENT_TYPE, normalizePhone, TransactionLookup } from '@undangan/contracts';
import { Logger, OutboxRelay, rpcFailure } from '@undangan/platform';
import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProvider, ProviderTransaction } from '../midtrans/midtrans-provider';
import { isSignatureValid, parseGrossAmount } from '../midtrans/notification-signature';
import { Lease } from '../scheduling/lease';
import { PaymentEntity } from './payment.entity';
import { PaymentLedger, TransitionOutcome, WITHDRAWAL_SOURCE } from './payment-ledger';
import { lookupStatusOf, movesFromMidtrans } from './payment-state';
import { providerDetails } from './provider-status';
import { orderSecretMatches } from '../orders/order-secret';

const QR_PAYMENT_TYPES = new Set(['qris', 'gopay', 'other_qris']);

export interface ProviderSyncOptions {
  /** How long a customer may pay an online payment (the expiry sent to Snap). */
  paymentWindowMs: number;
  /** A public look-up asks Midtrans about one order at most this often. */
  lookupRefreshMs: number;
  /** How far back paid payments are asked about: money can go back for this long. */
  paidWatchMs: number;
}

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
  options: ProviderSyncOptions;
}

/** Clocks differ: a payment is out of time only this long after its window closed. */
const PAYMENT_WINDOW_MARGIN_MS = 60 * 60 * 1000;
/** Snap answers within seconds; a payment still without a token after this never got one. */
const TOKENLESS_AFTER_MS = 60 * 60 * 1000;
/** Look-ups remembered per replica for the refresh interval; beyond this the oldest are dropped. */
const LOOKUP_MEMORY = 10_000;

export const STATUS_UNAVAILABLE = 'Status pembayaran tidak dapat diperiksa saat ini. Silakan coba lagi.';

export interface ReconcileRequest {
  /** Pending online payments younger than this are left to their notifications. */
  olderThanMs: number;
  /** How long one pass may take; what is left waits for the next. */
  budgetMs: number;
  /** At most this many payments of each kind per pass. */
  batch?: number;
}

export interface ReconcileResult {
  checked: number;
  changed: number;
  /**
   * Payments this pass could not ask about (its time budget or batch ran out): the next pass
   * starts with them. At least 1 while more than a batch of one kind waits (`more`).
   */
  remaining: number;
  more?: boolean;
  /** Another replica (or the schedule) was already reconciling: nothing was done. */
  busy?: boolean;
}

/** Payments whose money can still move at Midtrans: refunds, chargebacks, reversals. */
const MONEY_CAN_MOVE = `(status IN ('paid', 'partially_refunded', 'refunded')
  OR (status = 'charged_back' AND refunded_amount < amount))`;

/** The payment fields a notification and Midtrans's own answer must agree on. */
const VERIFIED_FIELDS = ['transaction_status', 'fraud_status', 'gross_amount'] as const;

/**
 * Keeps payments in step with Midtrans: signed notifications, status look-ups when a customer
 * checks, and reconciliation of every open question. The signature covers order_id, status_code
 * and gross_amount only, so no body is believed: every change of state is taken from Midtrans's
 * own status answer (as the official clients do), then the amount is checked and the state
 * machine decides. Duplicates and stale news change nothing.
 */
export class ProviderSyncService {
  private readonly lastLookups = new Map<string, number>();
  private readonly reconcileLease: Lease;

  constructor(private readonly deps: ProviderSyncDeps) {
    this.reconcileLease = new Lease(deps.dataSource, 'payments.reconcile', 10 * 60 * 1000);
  }

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
          pageOpen: this.pageOpen(payment),
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
    await manager.query(
      `INSERT INTO payment_notifications (order_id, transaction_status, status_code, gross_amount, outcome, payload)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        String(remote.order_id),
        String(remote.transaction_status ?? '').slice(0, 40),
        String(remote.status_code ?? '').slice(0, 10),
        String(remote.gross_amount ?? '').slice(0, 30),
        outcome.slice(0, 60),
        JSON.stringify(payload),
      ],
    );
  }

  /** Asks Midtrans about one online payment and applies the answer; false when it knows none. */
  async refresh(orderId: string, source: 'status' | 'reconciliation', requestId?: string): Promise<string> {
    const remote = await this.deps.provider.status(orderId);
    if (!remote) return 'none';
    return this.apply({ ...remote, order_id: orderId }, source, requestId);
  }

  /**
   * Reconciliation: every open question is put to Midtrans, so a lost notification can neither
   * leave money unseen nor keep counting money that went back.
   * - pending online payments: still payable, paid, or out of time? One Midtrans knows nothing of
   *   is closed once nobody can pay it: expired when its Snap page has run out (no method was
   *   chosen, and Midtrans sends nothing then), failed when it never got a token;
   * - failed or expired ones whose Snap page may still be paid (a closed popup, a denied card);
   * - paid ones, asked again now and then, whose money may have gone back.
   * Bounded by a batch per kind and a time budget, and run by one replica at a time (a lease).
   */
  async reconcile(request: ReconcileRequest): Promise<ReconcileResult> {
    const result = await this.reconcileLease.run(() => this.reconcileOnce(request));
    return result ?? { checked: 0, changed: 0, remaining: 0, busy: true };
  }

  private async reconcileOnce(request: ReconcileRequest): Promise<ReconcileResult> {
    const deadline = Date.now() + request.budgetMs;
    const batch = request.batch ?? 200;
    const closable = this.deps.options.paymentWindowMs + PAYMENT_WINDOW_MARGIN_MS;
    // Each kind is walked asked-about-longest-ago first, so a pass that runs out of time or batch
    // leaves the next one to go on where it stopped, and none is skipped for long.
    const pending: { order_id: string; has_token: boolean; out_of_time: boolean }[] =
      await this.deps.dataSource.query(
        `SELECT order_id, snap_token IS NOT NULL AS has_token,
              created_at < now() - ($3 || ' milliseconds')::interval AS out_of_time
         FROM transactions
         WHERE status = 'pending' AND (payment_type IS NULL OR payment_type <> $1)
           AND CASE WHEN snap_token IS NULL THEN created_at < now() - ($4 || ' milliseconds')::interval
                    ELSE created_at < now() - ($2 || ' milliseconds')::interval END
         ORDER BY provider_checked_at NULLS FIRST, created_at LIMIT $5`,
        [
          MANUAL_PAYMENT_TYPE,
          String(request.olderThanMs),
          String(closable),
          String(TOKENLESS_AFTER_MS),
          batch + 1,
        ],
      );
    const closedButPayable: { order_id: string }[] = await this.deps.dataSource.query(
      `SELECT order_id FROM transactions
       WHERE status IN ('failed', 'expired') AND snap_token IS NOT NULL
         AND created_at > now() - ($1 || ' milliseconds')::interval
       ORDER BY provider_checked_at NULLS FIRST, created_at LIMIT $2`,
      [String(closable), batch + 1],
    );
    // Money that can still move: refunds, chargebacks and reversals come for months after the
    // settlement. Asked in turn with no pause of its own, so a lost refund notification is seen
    // within a few passes, not hours after the last time the payment was asked about.
    const moneyCanMove: { order_id: string }[] = await this.deps.dataSource.query(
      `SELECT order_id FROM transactions
       WHERE ${MONEY_CAN_MOVE} AND snap_token IS NOT NULL
         AND settled_at > now() - ($1 || ' milliseconds')::interval
       ORDER BY provider_checked_at NULLS FIRST, settled_at LIMIT $2`,
      [String(this.deps.options.paidWatchMs), batch + 1],
    );
    // One more than a batch was read only to tell whether more are waiting.
    const overflow = [pending, closedButPayable, moneyCanMove].some((rows) => rows.length > batch);
    const kinds = [pending.slice(0, batch), closedButPayable.slice(0, batch), moneyCanMove.slice(0, batch)];
    const candidates = kinds.reduce((sum, rows) => sum + rows.length, 0);

    let checked = 0;
    let changed = 0;
    const ask = async (orderId: string, whenUnknown?: () => Promise<TransitionOutcome | 'gone'>) => {
      if (Date.now() >= deadline) return;
      checked++;
      try {
        const outcome = await this.refresh(orderId, 'reconciliation');
        if (outcome === 'applied') changed++;
        else if (outcome === 'none' && whenUnknown && (await whenUnknown()) === 'applied') changed++;
      } catch (err) {
        this.deps.logger.warn({ err, orderId }, 'reconciliation of a payment failed');
      }
      await this.deps.dataSource.query(
        'UPDATE transactions SET provider_checked_at = now() WHERE order_id = $1',
        [orderId],
      );
    };
    for (const row of kinds[0] as typeof pending) {
      const close =
        !row.has_token || row.out_of_time
          ? () => this.close(row.order_id, row.has_token ? 'expired' : 'failed', 'reconciliation')
          : undefined;
      await ask(row.order_id, close);
    }
    for (const row of kinds[1]) await ask(row.order_id);
    for (const row of kinds[2]) await ask(row.order_id);
    return {
      checked,
      changed,
      remaining: candidates - checked + (overflow ? 1 : 0),
      ...(overflow ? { more: true } : {}),
    };
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

  /** Whether the customer may still pay on the payment's Snap page (by the shop's clock). */
  private pageOpen(payment: PaymentEntity, now = Date.now()): boolean {
    return (
      payment.snapToken !== null && payment.createdAt.getTime() > now - this.deps.options.paymentWindowMs
    );
  }

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

  /**
   * GET /api/transactions/pending-transactions: the customer's view. Read-only: Midtrans is asked
   * (at most once per order per short interval) and the answer is written only when it changes
   * something.
   */
  /**
   * An order's payment as the customer's pages show it. The Snap page's token (with it Snap shows
   * the customer's name, email and phone) only to its owner: the caller who names the phone used
   * at checkout or the order's secret.
   */
  async lookup(
    orderId: string,
    requestId?: string,
    owner: { phone?: string; orderSecret?: string } = {},
  ): Promise<{ transactions: TransactionLookup[] }> {
    const repo = this.deps.dataSource.getRepository(PaymentEntity);
    let payment = await repo.findOneBy({ orderId });
    if (!payment) throw rpcFailure('not_found', 'Tidak ada transaksi ditemukan untuk Order ID ini.');
    if (this.mayAsk(payment)) {
      try {
        await this.refresh(orderId, 'status', requestId);
        payment = (await repo.findOneBy({ orderId }))!;
      } catch (err) {
        this.deps.logger.warn({ err, orderId }, 'status refresh failed; answering the stored status');
      }
    }
    const qr = QR_PAYMENT_TYPES.has(payment.paymentType ?? '') ? payment.qrUrl : null;
    const pagePayable =
      (payment.status === 'pending' || payment.status === 'failed') && this.pageOpen(payment);
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
