import { MANUAL_PAYMENT_TYPE } from '@undangan/contracts';
import type { Logger } from '@undangan/platform';
import type { DataSource } from 'typeorm';
import { Lease } from '../scheduling/scheduled-leases.table';
import type { TransitionOutcome } from './payment-ledger';
import {
  closedButPayable,
  markProviderChecked,
  moneyCanMove,
  pendingOnlinePayments,
} from './payment.queries';
import { PAYMENT_WINDOW_MARGIN_MS, ProviderSyncService } from './provider-sync.service';

/** Snap answers within seconds; a payment still without a token after this never got one. */
const TOKENLESS_AFTER_MS = 60 * 60 * 1000;

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

export interface ReconcilerDeps {
  dataSource: DataSource;
  sync: ProviderSyncService;
  logger: Logger;
  options: {
    /** How long a customer may pay an online payment (the expiry sent to Snap). */
    paymentWindowMs: number;
    /** How far back paid payments are asked about: money can go back for this long. */
    paidWatchMs: number;
  };
}

/** Puts every open question about a payment to Midtrans, on a schedule and on the admin's button. */
export class Reconciler {
  private readonly lease: Lease;

  constructor(private readonly deps: ReconcilerDeps) {
    this.lease = new Lease(deps.dataSource, 'payments.reconcile', 10 * 60 * 1000);
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
    const result = await this.lease.run(() => this.reconcileOnce(request));
    return result ?? { checked: 0, changed: 0, remaining: 0, busy: true };
  }

  private async reconcileOnce(request: ReconcileRequest): Promise<ReconcileResult> {
    const deadline = Date.now() + request.budgetMs;
    const batch = request.batch ?? 200;
    const closable = this.deps.options.paymentWindowMs + PAYMENT_WINDOW_MARGIN_MS;
    // Each kind is walked asked-about-longest-ago first, so a pass that runs out of time or batch
    // leaves the next one to go on where it stopped, and none is skipped for long.
    const manager = this.deps.dataSource.manager;
    const pending = await pendingOnlinePayments(manager, {
      manualType: MANUAL_PAYMENT_TYPE,
      olderThanMs: request.olderThanMs,
      closableMs: closable,
      tokenlessAfterMs: TOKENLESS_AFTER_MS,
      limit: batch + 1,
    });
    const payable = await closedButPayable(manager, closable, batch + 1);
    // Money that can still move: refunds, chargebacks and reversals come for months after the
    // settlement. Asked in turn with no pause of its own, so a lost refund notification is seen
    // within a few passes, not hours after the last time the payment was asked about.
    const movable = await moneyCanMove(manager, this.deps.options.paidWatchMs, batch + 1);
    // One more than a batch was read only to tell whether more are waiting.
    const overflow = [pending, payable, movable].some((rows) => rows.length > batch);
    const kinds = [pending.slice(0, batch), payable.slice(0, batch), movable.slice(0, batch)];
    const candidates = kinds.reduce((sum, rows) => sum + rows.length, 0);

    let checked = 0;
    let changed = 0;
    // Each question to Midtrans counts against the pass's budget while it is under way: a status
    // API that hangs (for as long as the provider's own timeout) leaves its question to finish on
    // its own, and the pass answers within its budget, well inside the gateway's wait for it.
    const ask = async (orderId: string, whenUnknown?: () => Promise<TransitionOutcome | 'gone'>) => {
      if (Date.now() >= deadline) return;
      checked++;
      const outcome = await beforeDeadline(this.askOnce(orderId, whenUnknown), deadline);
      if (outcome === 'applied') changed++;
    };
    for (const row of kinds[0] as typeof pending) {
      const close =
        !row.has_token || row.out_of_time
          ? () => this.deps.sync.close(row.order_id, row.has_token ? 'expired' : 'failed', 'reconciliation')
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

  /** One payment put to Midtrans (and closed by `whenUnknown` when Midtrans knows nothing of it). */
  private async askOnce(
    orderId: string,
    whenUnknown?: () => Promise<TransitionOutcome | 'gone'>,
  ): Promise<string> {
    let outcome = 'failed';
    try {
      outcome = await this.deps.sync.refresh(orderId, 'reconciliation');
      if (outcome === 'none' && whenUnknown) outcome = await whenUnknown();
    } catch (err) {
      this.deps.logger.warn({ err, orderId }, 'reconciliation of a payment failed');
    }
    await markProviderChecked(this.deps.dataSource.manager, orderId).catch((err: unknown) =>
      this.deps.logger.warn({ err, orderId }, 'recording a reconciliation failed'),
    );
    return outcome;
  }
}

/** What `work` answers, or undefined once `deadline` (epoch ms) has passed without an answer. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), Math.max(0, deadline - Date.now()));
    void work.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
