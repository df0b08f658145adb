import { ORDERING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { ReferralsService } from './referrals.service';

/** Referral codes: a customer's check and use of one, and the back office's list and edits. */
export const ReferralsController = rpcController('ReferralsController', ReferralsService, (on) => [
  on(ORDERING.validateReferral, (referrals, { code }) => referrals.validate(code)),
  on(ORDERING.useReferral, (referrals, { code, orderId, orderSecret }) =>
    referrals.use(code, orderId, orderSecret),
  ),
  on(ORDERING.checkReferral, (referrals, { orderId }) => referrals.exists(orderId)),
  on(ORDERING.listReferralCodes, (referrals) => referrals.list()),
  on(ORDERING.createReferralCode, (referrals, input) => referrals.create(input)),
  on(ORDERING.updateReferralCode, (referrals, { code, input }) => referrals.update(code, input)),
  on(ORDERING.deactivateReferralCode, (referrals, { code }) => referrals.deactivate(code)),
]);
