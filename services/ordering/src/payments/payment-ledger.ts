import {
  CustomerInput,
  EVENT_TYPES,
  MANUAL_PAYMENT_TYPE,
  type PaymentInstructionsData,
} from '@undangan/contracts';
import { enqueueEvent, newEventEnvelope } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { followPaymentStatus } from '../referrals/referral-use-rule';
import type { PricedCart } from '../pricing/cart-pricing';
import { PaymentItemEntity } from './payment-item.entity';
import { PaymentEntity } from './payment.entity';
import { insertPayment } from './payment.queries';
import { canGrow, canTransition, isMoneyBack, Target } from './payment-state';
import { paymentEvents } from './payment-events';
import { lastStatusChangeOf, recordStatusChange } from './payment-status-changes.table';
import type { PaidWork, RevisionLine } from './paid-work';
import type { ProviderDetails } from './provider-status';

export type TransitionOutcome = 'applied' | 'unchanged' | 'ignored';

/** The columns that say how to pay a pending online payment. */
const INSTRUCTION_COLUMNS = ['vaNumbers', 'paymentCode', 'qrUrl', 'store'] as const;

/** Who or what asked for a change, for the payment's history, and what the provider said with it. */
/** The source of a status change that withdraws a manual payment whose proof was never stored. */
export const WITHDRAWAL_SOURCE = 'withdrawal';
/** The history's source of a rejected manual payment reopened by the couple's new proof. */
export const NEW_PROOF_SOURCE = 'new-proof';

export interface TransitionContext {
  /** notification, status, reconciliation, proof, checkout, ... */
  source: string;
  /** The admin who made the change, when one did. */
  actor?: string | null;
  details?: Partial<ProviderDetails>;
  requestId?: string;
}

/** A stored line as the revision checks read it. */
const revisionLine = (item: PaymentItemEntity): RevisionLine => ({
  id: item.itemId,
  quantity: item.itemQuantity,
  revisionId: item.revisionId,
  price: item.itemPrice,
});

/**
 * Where payments are made and where their status moves: new payments with their items, and status
 * changes through the state machine, each with its event and what it means for the work it pays for
 * (the fulfilment order, revisions: PaidWork) and for the referral use it was priced with, in the
 * same transaction. Columns that move no money are written where they are learnt: the proof's
 * version and reason (`proof-decisions.ts`), the Snap token and the provider's last check
 * (`payment.queries.ts`).
 */
export class PaymentLedger {
  constructor(private readonly work: PaidWork) {}

  async open(
    manager: EntityManager,
    args: {
      orderId: string;
      priced: PricedCart;
      customer: CustomerInput;
      paymentType: string | null;
      referralCode: string | null;
      requestId?: string;
      /** The hash of the secret of the browser that placed the order, when it had one. */
      ownerSecretHash?: string | null;
      /** A manual confirmation: whether its proof's picture came with it. */
      proofAttached?: boolean | null;
    },
  ): Promise<{ createdAt: Date }> {
    const { orderId, priced, customer } = args;
    await this.work.revisions.check(manager, priced.lines);
    const createdAt = new Date();
    const created = paymentEvents.created(
      {
        version: 1,
        orderId,
        amount: priced.total,
        paymentType: args.paymentType,
        customer,
        items: priced.lines.map(({ type, id, name, price, quantity }) => ({
          type,
          id,
          name,
          price,
          quantity,
        })),
      },
      createdAt,
    );
    const event = newEventEnvelope(created.type, created.data, args.requestId);
    const lines = priced.lines.map((line, lineNo) => ({
      line_no: lineNo,
      cart_index: line.cartIndex,
      item_type: line.type,
      item_id: line.id,
      item_name: line.name,
      item_price: line.price,
      item_quantity: line.quantity,
      design_id: line.designId,
      design_name: line.designName,
      revision_id: line.revisionId,
    }));
    // This runs on every checkout: one statement writes the payment, its lines and its event.
    await insertPayment(
      manager,
      {
        orderId,
        paymentType: args.paymentType,
        amount: priced.total,
        subtotal: priced.subtotal,
        discount: priced.discount,
        referralCode: args.referralCode,
        customer,
        createdAt,
        ownerSecretHash: args.ownerSecretHash ?? null,
        proofAttached: args.proofAttached ?? null,
      },
      lines,
      event,
    );
    return { createdAt };
  }

  /** Locks and reads a payment for a change. */
  lock(manager: EntityManager, orderId: string): Promise<PaymentEntity | null> {
    return manager
      .getRepository(PaymentEntity)
      .findOne({ where: { orderId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Moves a locked payment to `target` when the state machine allows it (or records more money
   * going back), with its event, its history row and what it means for the fulfilment order, all
   * in the caller's transaction. Provider details are kept while the payment is pending. A move
   * the machine refuses changes nothing ('ignored').
   */
  async transition(
    manager: EntityManager,
    payment: PaymentEntity,
    target: Target,
    context: TransitionContext,
  ): Promise<TransitionOutcome> {
    const repo = manager.getRepository(PaymentEntity);
    const from = payment.status;
    const to = target.status;
    const refunded = isMoneyBack(to) ? Math.max(target.refundedAmount ?? 0, payment.refundedAmount) : 0;
    if (to === from && !(canGrow(to) && refunded > payment.refundedAmount)) {
      const news = from === 'pending' && context.details ? this.detailColumns(context.details, payment) : {};
      // Only what differs is written: a repeated message leaves the row as it was.
      if (Object.keys(news).length > 0) {
        await repo.update({ orderId: payment.orderId }, news);
        Object.assign(payment, news);
        if (INSTRUCTION_COLUMNS.some((column) => column in news))
          await this.announceInstructions(manager, payment, context.requestId);
      }
      return 'unchanged';
    }
    if (to !== from && !canTransition(from, to)) return 'ignored';

    const now = new Date();
    const version = payment.version + 1;
    const late = to === 'paid' && (from === 'failed' || from === 'expired');
    const settledAt = to === 'paid' ? now : isMoneyBack(to) ? payment.settledAt : null;
    const columns: Partial<PaymentEntity> = {
      ...(context.details ? this.detailColumns(context.details, payment) : {}),
      status: to,
      version,
      refundedAmount: refunded,
      settledAt,
      ...(to === 'paid' ? { paidLate: late } : {}),
    };
    await repo.update({ orderId: payment.orderId }, columns);
    // The caller's copy follows, so a second move in the same transaction starts from this one.
    Object.assign(payment, columns);
    await recordStatusChange(manager, {
      orderId: payment.orderId,
      fromStatus: from,
      toStatus: to,
      source: context.source,
      actor: context.actor ?? null,
      refundedAmount: refunded,
      version,
    });
    await followPaymentStatus(manager, payment, from, to);

    const paymentType = context.details?.paymentType ?? payment.paymentType;
    const facts = { orderId: payment.orderId, amount: payment.amount, paymentType, version };
    const customer = customerOf(payment);
    if (to === 'paid') {
      const items = await this.itemsOf(manager, payment.orderId);
      const settled = paymentEvents.settled({ ...facts, customer, items: items.map(settledItem) }, now, late);
      await enqueueEvent(manager, settled.type, settled.data, context.requestId);
      // A payment for revisions alone is no new work: its revisions join the team's queue.
      const revisions = await this.work.revisions.settle(manager, payment.orderId, items.map(revisionLine));
      if (revisions.refundDue !== payment.refundDue) {
        await repo.update({ orderId: payment.orderId }, { refundDue: revisions.refundDue });
        payment.refundDue = revisions.refundDue;
      }
      if (!revisions.onlyRevisions) await this.work.fulfilment.open(manager, payment.orderId, items);
      // Paid again (late money, a proof approved after all, or approved after a new proof reopened a
      // payment once paid and then rejected): an order on hold goes back to work.
      if (from !== 'pending' || payment.paymentType === MANUAL_PAYMENT_TYPE)
        await this.work.fulfilment.hold(manager, payment.orderId, null, context.requestId);
    } else if (isMoneyBack(to)) {
      const items = await this.itemsOf(manager, payment.orderId);
      const back = paymentEvents.refunded(
        { ...facts, customer, items: items.map(settledItem) },
        { status: to, refundedAmount: refunded, settledAt },
        now,
      );
      await enqueueEvent(manager, back.type, back.data, context.requestId);
      await this.work.fulfilment.hold(
        manager,
        payment.orderId,
        { status: to, refundedAmount: refunded },
        context.requestId,
      );
      // The revisions it paid wait for their money again, unless some of it was kept.
      if (to !== 'partially_refunded') await this.work.revisions.unpay(manager, payment.orderId);
    } else {
      const closed = paymentEvents.closed({ ...facts, customer }, to, now);
      await enqueueEvent(manager, closed.type, closed.data, context.requestId);
      if (from === 'paid') {
        await this.work.fulfilment.hold(
          manager,
          payment.orderId,
          { status: to, refundedAmount: 0 },
          context.requestId,
        );
        await this.work.revisions.unpay(manager, payment.orderId);
      }
    }
    return 'applied';
  }

  /**
   * A manual payment withdrawn because its proof could not be stored (WITHDRAWAL_SOURCE) is pending
   * again when its customer sends the confirmation once more. This is the machine's one way back
   * from failed, and only for that case: no message from Midtrans or an admin takes it.
   */
  async reopenWithdrawn(
    manager: EntityManager,
    payment: PaymentEntity,
    requestId?: string,
  ): Promise<boolean> {
    if (payment.paymentType !== MANUAL_PAYMENT_TYPE || payment.status !== 'failed') return false;
    const last = await lastStatusChangeOf(manager, payment.orderId);
    if (last?.source !== WITHDRAWAL_SOURCE || last.to_status !== 'failed') return false;
    await this.reopen(manager, payment, WITHDRAWAL_SOURCE, {}, requestId);
    return true;
  }

  /**
   * The couple sent a new transfer proof for a manual payment: its picture is kept, and a payment
   * whose proof an admin rejected waits for a decision again (NEW_PROOF_SOURCE), back in the
   * admin's queue. The machine's one way back from rejected; a paid payment is refused by the caller.
   */
  async takeNewProof(manager: EntityManager, payment: PaymentEntity, requestId?: string): Promise<void> {
    const proofColumns = { proofAttached: true, proofRejectionReason: null };
    if (payment.status === 'rejected') {
      await this.reopen(manager, payment, NEW_PROOF_SOURCE, proofColumns, requestId);
      return;
    }
    await manager.getRepository(PaymentEntity).update({ orderId: payment.orderId }, proofColumns);
    Object.assign(payment, proofColumns);
  }

  /**
   * Pending once more, with a payment.created event at the next version so reporting counts it as
   * pending again, and the move in the payment's history under `source`.
   */
  private async reopen(
    manager: EntityManager,
    payment: PaymentEntity,
    source: string,
    columns: Partial<PaymentEntity>,
    requestId?: string,
  ): Promise<void> {
    const from = payment.status;
    const version = payment.version + 1;
    const changed = { ...columns, status: 'pending' as const, version };
    await manager.getRepository(PaymentEntity).update({ orderId: payment.orderId }, changed);
    await recordStatusChange(manager, {
      orderId: payment.orderId,
      fromStatus: from,
      toStatus: 'pending',
      source,
      actor: null,
      refundedAmount: 0,
      version,
    });
    await followPaymentStatus(manager, payment, from, 'pending');
    const items = await this.itemsOf(manager, payment.orderId);
    const created = paymentEvents.created(
      {
        orderId: payment.orderId,
        amount: payment.amount,
        paymentType: payment.paymentType,
        version,
        customer: customerOf(payment),
        items: items.map(settledItem),
      },
      new Date(),
    );
    await enqueueEvent(manager, created.type, created.data, requestId);
    Object.assign(payment, changed);
  }

  /**
   * How to pay a pending online payment, told once the provider says (a virtual account, a store's
   * code, a QR image), and again should it change: the couple's email with the instructions.
   */
  private async announceInstructions(
    manager: EntityManager,
    payment: PaymentEntity,
    requestId?: string,
  ): Promise<void> {
    if (payment.paymentType === MANUAL_PAYMENT_TYPE || !payment.paymentType) return;
    const data: PaymentInstructionsData = {
      orderId: payment.orderId,
      amount: payment.amount,
      paymentType: payment.paymentType,
      vaNumbers: payment.vaNumbers,
      store: payment.store,
      paymentCode: payment.paymentCode,
      qrUrl: payment.qrUrl,
      expiresAt: payment.expiryTime?.toISOString() ?? null,
      customer: customerOf(payment),
      version: payment.version,
    };
    await enqueueEvent(manager, EVENT_TYPES.paymentInstructionsIssued, data, requestId);
  }

  private itemsOf(manager: EntityManager, orderId: string): Promise<PaymentItemEntity[]> {
    return manager.getRepository(PaymentItemEntity).find({ where: { orderId }, order: { lineNo: 'ASC' } });
  }

  /** The provider's details that differ from what the payment holds. */
  private detailColumns(details: Partial<ProviderDetails>, payment: PaymentEntity): Partial<PaymentEntity> {
    const columns: Partial<PaymentEntity> = {};
    const differs = <K extends keyof PaymentEntity>(key: K, value: PaymentEntity[K] | undefined) => {
      if (value === undefined || value === null || JSON.stringify(value) === JSON.stringify(payment[key]))
        return;
      columns[key] = value;
    };
    differs('providerStatus', details.providerStatus || undefined);
    differs('providerTransactionId', details.providerTransactionId || undefined);
    // A manual payment stays Manual whatever else is said about it.
    if (payment.paymentType !== MANUAL_PAYMENT_TYPE) differs('paymentType', details.paymentType || undefined);
    differs('expiryTime', details.expiryTime ?? undefined);
    differs('vaNumbers', details.vaNumbers?.length ? details.vaNumbers : undefined);
    differs('store', details.store || undefined);
    differs('paymentCode', details.paymentCode || undefined);
    differs('qrUrl', details.qrUrl || undefined);
    return columns;
  }
}

const customerOf = (payment: PaymentEntity) => ({
  name: payment.customerName,
  phone: payment.customerPhone,
  email: payment.customerEmail,
});

const settledItem = (item: PaymentItemEntity) => ({
  type: item.itemType,
  id: item.itemId,
  name: item.itemName,
  price: item.itemPrice,
  quantity: item.itemQuantity,
});
