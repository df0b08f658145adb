import { ORDERING, OrderLookupInput, OrderTracking, PROOF_STORAGE } from '@undangan/contracts';
import type { UploadedFile } from '../http/multipart';
import type { CoupleCalls } from './invitation-photos';
import { stageUpload } from './staged-upload';

/**
 * POST /api/orders/proof: a couple's new transfer proof from the tracking page, for a manual
 * payment confirmed without a picture or one whose proof an admin rejected.
 *
 * 0. ordering says the asker holds the order (a wrong phone is a 404 counted by OrderLookupLimit)
 *    and its payment takes a proof (409 when paid, closed or online): asked before the file is read.
 * 1. the file is staged and made into a picture (flows/staged-upload.ts): a refused file leaves
 *    nothing changed.
 * 2. proof-storage keeps the picture, and a rejected proof is pending again (PROOF_STORAGE.replaceProof).
 * 3. ordering records it, and a rejected payment waits for a decision again (ORDERING.takeNewProof).
 *
 * No undo: each step is safe to repeat, so a couple whose step 3 failed simply sends again.
 */
export function newProofAccess(
  { rpc, lookups }: CoupleCalls,
  lookup: OrderLookupInput,
  requestId: string,
): Promise<{ order_id: string }> {
  return lookups.guard(lookup.order_id, () => rpc.call(ORDERING.newProofAccess, lookup, requestId));
}

export async function sendNewProof(
  calls: CoupleCalls,
  lookup: OrderLookupInput,
  file: UploadedFile,
  requestId: string,
): Promise<OrderTracking> {
  const { rpc } = calls;
  const { order_id: orderId } = await newProofAccess(calls, lookup, requestId);
  const uploadId = await stageUpload(rpc, file, 'proof', requestId);
  await rpc.call(PROOF_STORAGE.replaceProof, { orderId, uploadId }, requestId);
  return rpc.call(ORDERING.takeNewProof, lookup, requestId);
}
