import {
  EventEnvelope,
  MANUAL_PAYMENT_TYPE,
  PaymentStatus,
  ProofStatusChangedData,
} from '@undangan/contracts';
import type { Logger } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { PaymentEntity } from './payment.entity';
import { PaymentLedger } from './payment-ledger';

/** What an admin's decision on a payment proof means for the manual payment. */
const PAYMENT_STATUS_BY_PROOF: Record<string, PaymentStatus | undefined> = {
  approved: 'paid',
  paid: 'paid',
  rejected: 'rejected',
};

/**
 * Consumer of proof.status-changed: settles or rejects the manual payment, in the inbox's
 * transaction. A later decision corrects an earlier one through the same state machine (rejected
 * then approved pays; approved then rejected takes the revenue back and holds the order), and the
 * payment's history names the admin who decided.
 */
export function proofDecisionHandler(ledger: PaymentLedger, logger: Logger) {
  return async (event: EventEnvelope, manager: EntityManager): Promise<void> => {
    const data = event.data as Partial<ProofStatusChangedData>;
    const target = PAYMENT_STATUS_BY_PROOF[String(data.status)];
    if (!target || typeof data.orderId !== 'string') return;
    const payment = await ledger.lock(manager, data.orderId);
    if (!payment || payment.paymentType !== MANUAL_PAYMENT_TYPE) {
      logger.warn(
        { orderId: data.orderId, eventId: event.id },
        'proof decision for no manual payment; ignored',
      );
      return;
    }
    // The couple reads why on their tracking page; a later approval takes the reason away.
    const reason = target === 'rejected' ? cleanReason(data.reason) : null;
    if (reason !== payment.proofRejectionReason) {
      await manager
        .getRepository(PaymentEntity)
        .update({ orderId: payment.orderId }, { proofRejectionReason: reason });
      payment.proofRejectionReason = reason;
    }
    const outcome = await ledger.transition(
      manager,
      payment,
      { status: target },
      { source: 'proof', actor: data.changedBy ?? null, requestId: event.requestId },
    );
    logger.info({ orderId: data.orderId, target, outcome }, 'proof decision applied');
  };
}

/** An admin's reason as the couple may read it: text, trimmed, at most 500 characters, or none. */
function cleanReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null;
  const text = reason.trim().slice(0, 500);
  return text === '' ? null : text;
}
