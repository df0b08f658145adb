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
import { isNewerProofVersion } from './proof-version';

/** What an admin's decision on a payment proof means for the manual payment. */
const PAYMENT_STATUS_BY_PROOF: Record<string, PaymentStatus | undefined> = {
  approved: 'paid',
  paid: 'paid',
  rejected: 'rejected',
};

/**
 * Consumer of proof.status-changed: settles or rejects the manual payment, in the inbox's
 * transaction. Decisions apply in the order they were made: an event whose proof version is not
 * newer than the last one applied (`proof_version`) is ignored, so two admins deciding at once leave
 * the payment on the later decision, and the same decision saved again (a newer version) repairs a
 * payment that disagrees with it. A later decision corrects an earlier one through the same state
 * machine (rejected then approved pays; approved then rejected takes the revenue back and holds the
 * order), and the payment's history names the admin who decided. A proof pending again (a new
 * picture) changes nothing here but its version counts.
 */
export function proofDecisionHandler(ledger: PaymentLedger, logger: Logger) {
  return async (event: EventEnvelope, manager: EntityManager): Promise<void> => {
    const data = event.data as Partial<ProofStatusChangedData>;
    if (typeof data.orderId !== 'string') return;
    const target = PAYMENT_STATUS_BY_PROOF[String(data.status)];
    const payment = await ledger.lock(manager, data.orderId);
    if (!payment || payment.paymentType !== MANUAL_PAYMENT_TYPE) {
      if (target)
        logger.warn(
          { orderId: data.orderId, eventId: event.id },
          'proof decision for no manual payment; ignored',
        );
      return;
    }
    if (!isNewerProofVersion(payment.proofVersion, data.version)) {
      logger.info(
        { orderId: data.orderId, eventId: event.id, version: data.version, applied: payment.proofVersion },
        'proof decision older than the one applied; ignored',
      );
      return;
    }
    const columns: Partial<PaymentEntity> = {};
    if (typeof data.version === 'number') columns.proofVersion = data.version;
    if (target) {
      // The couple reads why on their tracking page; a later approval takes the reason away.
      const reason = target === 'rejected' ? cleanReason(data.reason) : null;
      if (reason !== payment.proofRejectionReason) columns.proofRejectionReason = reason;
    }
    if (Object.keys(columns).length > 0) {
      await manager.getRepository(PaymentEntity).update({ orderId: payment.orderId }, columns);
      Object.assign(payment, columns);
    }
    if (!target) return;
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
