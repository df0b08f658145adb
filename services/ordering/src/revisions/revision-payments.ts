import { REVISION_MESSAGES } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import type { RevisionLine, RevisionSettlement, RevisionsPaidFor } from '../payments/paid-work';
import {
  lockRevisionsForPayment,
  markRevisionsPaid,
  revisionsForPayment,
  unpayRevisions,
} from './revisions.table';

const revisionIdsOf = (lines: readonly RevisionLine[]) =>
  lines.flatMap((line) => (line.revisionId ? [line.revisionId] : []));

/**
 * Before a payment is recorded: each line naming a revision must pay for one waiting for its
 * payment, with the add-on it was priced by, once, for an order not on hold. The price charged is
 * the catalogue's now. Two checkouts may still both pass this while neither is paid: the money is
 * checked again where it lands (settleRevisionLines).
 */
export async function checkRevisionLines(
  manager: EntityManager,
  lines: readonly RevisionLine[],
): Promise<void> {
  const named = lines.filter((line) => line.revisionId);
  if (named.length === 0) return;
  const ids = revisionIdsOf(named);
  if (new Set(ids).size !== ids.length) throw rpcFailure('conflict', REVISION_MESSAGES.notAwaitingPayment);
  const found = new Map((await revisionsForPayment(manager, ids)).map((row) => [row.id, row]));
  for (const line of named) {
    const revision = found.get(line.revisionId!);
    if (!revision || revision.status !== 'awaiting_payment' || String(revision.addon_id) !== line.id)
      throw rpcFailure('conflict', REVISION_MESSAGES.notAwaitingPayment);
    if (revision.on_hold) throw rpcFailure('conflict', REVISION_MESSAGES.onHold);
    if (line.quantity !== 1) throw rpcFailure('bad_request', REVISION_MESSAGES.cartLine);
  }
}

/**
 * A payment became paid: the revisions it paid for go to the team's queue, each only if it is
 * still waiting for its payment now, under its row's lock; a revision another payment paid, or one
 * withdrawn meanwhile, stays as it is, and this line's money is due back to the couple.
 */
export async function settleRevisionLines(
  manager: EntityManager,
  paymentOrderId: string,
  lines: readonly RevisionLine[],
): Promise<RevisionSettlement> {
  const ids = revisionIdsOf(lines);
  if (ids.length === 0) return { onlyRevisions: false, refundDue: 0 };
  const rows = new Map((await lockRevisionsForPayment(manager, ids)).map((row) => [row.id, row]));
  const payable = (id: string) => {
    const row = rows.get(id);
    return row?.status === 'awaiting_payment' || row?.paid_order_id === paymentOrderId;
  };
  const landed = ids.filter(payable);
  if (landed.length > 0) await markRevisionsPaid(manager, paymentOrderId, landed);
  const refundDue = lines
    .filter((line) => line.revisionId && !payable(line.revisionId))
    .reduce((sum, line) => sum + line.price * line.quantity, 0);
  return { onlyRevisions: ids.length === lines.length, refundDue };
}

/** What the payment ledger does to revisions as payments move (handed to it by the program). */
export const revisionPayments: RevisionsPaidFor = {
  check: checkRevisionLines,
  settle: settleRevisionLines,
  unpay: unpayRevisions,
};
