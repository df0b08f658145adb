import { Controller, Inject } from '@nestjs/common';
import { Ctx, Payload, RmqContext } from '@nestjs/microservices';
import { PROOF_STORAGE, StoreProofRequest, UpdateProofRequest } from '@undangan/contracts';
import { Handles, requestIdOf } from '@undangan/platform';
import { PaymentProofsService } from './payment-proofs.service';

@Controller()
export class PaymentProofsController {
  constructor(@Inject(PaymentProofsService) private readonly proofs: PaymentProofsService) {}

  @Handles(PROOF_STORAGE.storeProof)
  store(@Payload() request: StoreProofRequest, @Ctx() context: RmqContext) {
    return this.proofs.store(request, requestIdOf(context));
  }

  @Handles(PROOF_STORAGE.getProof)
  get(@Payload() request: { orderId: string }) {
    return this.proofs.get(request);
  }

  @Handles(PROOF_STORAGE.getProofImage)
  image(@Payload() request: { orderId: string }) {
    return this.proofs.image(request);
  }

  @Handles(PROOF_STORAGE.updateProof)
  update(@Payload() request: UpdateProofRequest, @Ctx() context: RmqContext) {
    return this.proofs.update(request, requestIdOf(context));
  }

  @Handles(PROOF_STORAGE.deleteProof)
  delete(@Payload() request: { orderId: string }) {
    return this.proofs.delete(request);
  }
}
