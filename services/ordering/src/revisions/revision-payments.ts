import { REVISION_MESSAGES } from '@undangan/contracts';
import { rpcFailure } from '@undangan/platform';
import type { EntityManager } from 'typeorm';
import { markRevisionsPaid, revisionsForPayment } from './revisions.table';

/** What the ledger knows of a payment's line that may pay a revision. */
interface RevisionLine {
  id: string;
  quantity: number;
  revisionId: string | null;
}

const revisionIdsOf = (lines: readonly RevisionLine[]) =>
  lines.flatMap((line) => (line.revisionId ? [line.revisionId] : []));

/**
 * Before a payment is recorded: each line naming a revision must pay for one waiting for its
 * payment, with the add-on it was priced by, once. The price charged is the catalogue's now.
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
    if (line.quantity !== 1) throw rpcFailure('bad_request', REVISION_MESSAGES.cartLine);
  }
}

/**
 * A payment became paid: the revisions it paid for go to the team's queue. Whether the payment
 * also opens work of its own: not when every line of it paid a revision.
 */
export async function settleRevisionLines(
  manager: EntityManager,
  paymentOrderId: string,
  lines: readonly RevisionLine[],
): Promise<{ onlyRevisions: boolean }> {
  const ids = revisionIdsOf(lines);
  if (ids.length > 0) await markRevisionsPaid(manager, paymentOrderId, ids);
  return { onlyRevisions: ids.length > 0 && ids.length === lines.length };
}
