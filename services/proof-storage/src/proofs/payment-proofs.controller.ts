import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload, RmqContext } from '@nestjs/microservices';
import { FilePayload, PROOF_STORAGE_RPC, StoreProofRequest, UpdateProofRequest } from '@undangan/contracts';
import { requestIdOf } from '@undangan/platform';
import { PaymentProofsService } from './payment-proofs.service';

@Controller()
export class PaymentProofsController {
  constructor(@Inject(PaymentProofsService) private readonly proofs: PaymentProofsService) {}

  @MessagePattern(PROOF_STORAGE_RPC.storeProof)
  store(@Payload() request: StoreProofRequest, @Ctx() context: RmqContext) {
    return this.proofs.store(request, requestIdOf(context));
  }

  @MessagePattern(PROOF_STORAGE_RPC.getProof)
  get(@Payload() request: { orderId: string }) {
    return this.proofs.get(request);
  }

  @MessagePattern(PROOF_STORAGE_RPC.checkProofImage)
  checkImage(@Payload() request: { file?: FilePayload }) {
    return this.proofs.checkImage(request);
  }

  @MessagePattern(PROOF_STORAGE_RPC.getProofImage)
  image(@Payload() request: { orderId: string }) {
    return this.proofs.image(request);
  }

  @MessagePattern(PROOF_STORAGE_RPC.updateProof)
  update(@Payload() request: UpdateProofRequest, @Ctx() context: RmqContext) {
    return this.proofs.update(request, requestIdOf(context));
  }

  @MessagePattern(PROOF_STORAGE_RPC.deleteProof)
  delete(@Payload() request: { orderId: string }) {
    return this.proofs.delete(request);
  }
}
