import {
  ConfirmManualInput,
  ConfirmManualRequest,
  ConfirmManualResult,
  ORDERING,
  PROOF_STORAGE,
  ProofView,
} from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import type { UploadedFile } from '../http/multipart';
import { ServiceClients } from '../rpc/service-clients';
import { runSteps, StepDone } from './run-steps';
import { stageUpload } from './staged-upload';

/**
 * POST /api/payments/confirm: a customer's manual transfer confirmation with its proof.
 *
 * 0. ordering makes every check of the confirmation and records nothing (checkManualConfirmation,
 *    asked by the controller before the proof's file is read when the form sends its fields first,
 *    as the shop's page does; otherwise here).
 * 1. the proof's file is staged and made into a picture (flows/staged-upload.ts): a refused file
 *    leaves nothing recorded.
 * 2. ordering records the manual payment at the server's price and checks that this browser placed
 *    the order (PaymentsController.confirmManual). Undo: ordering withdraws it
 *    (PaymentsController.withdrawManualPayment), unless the proof may have been stored after all.
 * 3. proof-storage keeps the proof under the customer ordering holds (PaymentProofsController.store),
 *    claiming the staged picture, so the two never disagree about whose proof it is.
 *
 * Sending it again from the same browser is harmless: ordering answers the payment it holds, and
 * a payment withdrawn by the undo is pending again (PaymentLedger.reopenWithdrawn), so the customer
 * can simply retry once the store is back.
 */
export async function confirmManualPayment(
  rpc: ServiceClients,
  input: ConfirmManualInput,
  file: UploadedFile | undefined,
  requestId: string,
  { checked = false }: { checked?: boolean } = {},
): Promise<ConfirmManualResult> {
  return runSteps(rpc.logger, 'manual-confirmation', async (step) => {
    let uploadId: string | undefined;
    if (file) {
      if (!checked) await checkManualConfirmation(rpc, input, requestId);
      uploadId = await stageUpload(rpc, file, 'proof', requestId);
    }
    const payment = await step(recordManualPayment(rpc, input, uploadId !== undefined, requestId));
    await step(storeProof(rpc, payment, uploadId, requestId));
    return payment;
  });
}

/** Every check the confirmation will meet in ordering (order issued and owned, cart, prices). */
export async function checkManualConfirmation(
  rpc: ServiceClients,
  input: ConfirmManualInput,
  requestId: string,
): Promise<void> {
  await rpc.call(ORDERING.checkManualPayment, manualPaymentRequest(input), requestId);
}

function manualPaymentRequest(input: ConfirmManualInput, withProof = false): ConfirmManualRequest {
  return {
    withProof,
    orderId: input.orderId,
    customer: { name: input.customerName, phone: input.customerPhone, email: input.customerEmail },
    cart: input.cartItems,
    referralCode: input.referralCode,
    orderSecret: input.orderSecret,
  };
}

async function recordManualPayment(
  rpc: ServiceClients,
  input: ConfirmManualInput,
  withProof: boolean,
  requestId: string,
): Promise<StepDone<ConfirmManualResult>> {
  const payment = await rpc.call(
    ORDERING.confirmManualPayment,
    manualPaymentRequest(input, withProof),
    requestId,
  );
  return {
    value: payment,
    undo: async (failure) => {
      if (await proofMayBeStored(rpc, payment.order_id, failure, requestId)) return;
      await rpc.call(ORDERING.withdrawManualPayment, { orderId: payment.order_id }, requestId);
    },
  };
}

async function storeProof(
  rpc: ServiceClients,
  payment: ConfirmManualResult,
  uploadId: string | undefined,
  requestId: string,
): Promise<StepDone<ProofView>> {
  const { customer } = payment;
  const proof = await rpc.call(
    PROOF_STORAGE.storeProof,
    {
      orderId: payment.order_id,
      customerName: customer.name,
      customerPhone: customer.phone,
      customerEmail: customer.email,
      uploadId,
    },
    requestId,
  );
  return { value: proof };
}

/**
 * Whether the order has a proof, or may have one: a store that timed out may still have committed,
 * and a proof stored by an earlier confirmation of the same order keeps its payment. Asked of
 * proof-storage; when it cannot answer, only a timeout counts as maybe stored.
 */
async function proofMayBeStored(
  rpc: ServiceClients,
  orderId: string,
  failure: unknown,
  requestId: string,
): Promise<boolean> {
  try {
    await rpc.call(PROOF_STORAGE.getProof, { orderId }, requestId);
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.code === 'not_found') return false;
    return failure instanceof HttpError && failure.code === 'timeout';
  }
}
