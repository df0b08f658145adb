import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ORDERING_RPC, ReferralCodeInput } from '@undangan/contracts';
import { ReferralsService } from './referrals.service';

/** Referral codes: a customer's check and use of one, and the back office's list and edits. */
@Controller()
export class ReferralsController {
  constructor(@Inject(ReferralsService) private readonly referrals: ReferralsService) {}

  @MessagePattern(ORDERING_RPC.validateReferral)
  validateReferral(@Payload() payload: { code: string }) {
    return this.referrals.validate(payload.code);
  }

  @MessagePattern(ORDERING_RPC.useReferral)
  useReferral(@Payload() payload: { code: string; orderId: string }) {
    return this.referrals.use(payload.code, payload.orderId);
  }

  @MessagePattern(ORDERING_RPC.checkReferral)
  checkReferral(@Payload() payload: { orderId: string }) {
    return this.referrals.exists(payload.orderId);
  }

  @MessagePattern(ORDERING_RPC.listReferralCodes)
  listReferralCodes() {
    return this.referrals.list();
  }

  @MessagePattern(ORDERING_RPC.createReferralCode)
  createReferralCode(@Payload() input: ReferralCodeInput) {
    return this.referrals.create(input);
  }

  @MessagePattern(ORDERING_RPC.updateReferralCode)
  updateReferralCode(@Payload() payload: { code: string; input: ReferralCodeInput }) {
    return this.referrals.update(payload.code, payload.input);
  }

  @MessagePattern(ORDERING_RPC.deactivateReferralCode)
  deactivateReferralCode(@Payload() payload: { code: string }) {
    return this.referrals.deactivate(payload.code);
  }
}
