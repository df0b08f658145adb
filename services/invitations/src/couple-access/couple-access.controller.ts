import { COUPLE_ACCESS } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { CoupleAccessService } from './couple-access.service';

/** The couple's access to their dashboard, asked by the gateway only. */
export const CoupleAccessController = rpcController('CoupleAccessController', CoupleAccessService, (on) => [
  on(COUPLE_ACCESS.issueSignInLink, (access, request) => access.issueSignInLink(request)),
  on(COUPLE_ACCESS.signIn, (access, { token }) => access.signIn(token)),
  on(COUPLE_ACCESS.session, (access, { session_token }) => access.session(session_token)),
  on(COUPLE_ACCESS.signOut, (access, { session_id }) => access.signOut(session_id)),
  on(COUPLE_ACCESS.signOutEverywhere, (access, { order_id }) => access.signOutEverywhere(order_id)),
  on(COUPLE_ACCESS.partner, (access, { order_id }) => access.partner(order_id)),
  on(COUPLE_ACCESS.invitePartner, (access, request) => access.invitePartner(request)),
  on(COUPLE_ACCESS.removePartner, (access, { order_id }) => access.removePartner(order_id)),
]);
