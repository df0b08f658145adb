import { PROOF_STORAGE } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { PaymentProofsService } from './payment-proofs.service';

/** Payment proofs: the customer's, and the admin's reads and decisions. */
export const PaymentProofsController = rpcController(
  'PaymentProofsController',
  PaymentProofsService,
  (on) => [
    on(PROOF_STORAGE.storeProof, (proofs, request, requestId) => proofs.store(request, requestId)),
    on(PROOF_STORAGE.getProof, (proofs, request) => proofs.get(request)),
    on(PROOF_STORAGE.getProofImage, (proofs, request) => proofs.image(request)),
    on(PROOF_STORAGE.updateProof, (proofs, request, requestId) => proofs.update(request, requestId)),
    on(PROOF_STORAGE.replaceProof, (proofs, request, requestId) => proofs.replace(request, requestId)),
    on(PROOF_STORAGE.deleteProof, (proofs, request) => proofs.delete(request)),
  ],
);
