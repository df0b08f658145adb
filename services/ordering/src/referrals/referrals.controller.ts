import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ORDERING, ReferralCodeInput } from '@undangan/contracts';
import { Handles } from '@undangan/platform';
import { ReferralsService } from './referrals.service';

/** Referral codes: a customer's check and use of one, and the back office's list and edits. */
@Controller()
export class ReferralsController {
  constructor(@Inject(ReferralsService) private readonly referrals: ReferralsService) {}

  @Handles(ORDERING.validateReferral)
  validateReferral(@Payload() payload: { code: string }) {
    return this.referrals.validate(payload.code);
  }

  @Handles(ORDERING.useReferral)
  useReferral(@Payload() payload: { code: string; orderId: string }) {
    return this.referrals.use(payload.code, payload.orderId);
  }

  @Handles(ORDERING.checkReferral)
  checkReferral(@Payload() payload: { orderId: string }) {
    return this.referrals.exists(payload.orderId);
  }

  @Handles(ORDERING.listReferralCodes)
  listReferralCodes() {
    return this.referrals.list();
  }

  @Handles(ORDERING.createReferralCode)
  createReferralCode(@Payload() input: ReferralCodeInput) {
    return this.referrals.create(input);
  }

  @Handles(ORDERING.updateReferralCode)
  updateReferralCode(@Payload() payload: { code: string; input: ReferralCodeInput }) {
    return this.referrals.update(payload.code, payload.input);
  }

  @Handles(ORDERING.deactivateReferralCode)
  deactivateReferralCode(@Payload() payload: { code: string }) {
    return this.referrals.deactivate(payload.code);
  }
}
