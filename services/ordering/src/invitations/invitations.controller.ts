import { ORDERING } from '@undangan/contracts';
import { rpcController } from '@undangan/platform';
import { InvitationsService } from './invitations.service';

/** The couple's invitation data: read, saved as a draft, sent; whether it may be changed; the admin's view. */
export const InvitationsController = rpcController('InvitationsController', InvitationsService, (on) => [
  on(ORDERING.invitationData, (invitations, lookup) => invitations.view(lookup)),
  on(ORDERING.saveInvitationDraft, (invitations, input) => invitations.save(input)),
  on(ORDERING.submitInvitationData, (invitations, lookup) => invitations.submit(lookup)),
  on(ORDERING.invitationAccess, (invitations, lookup) => invitations.access(lookup)),
  on(ORDERING.adminInvitation, (invitations, request) => invitations.adminView(request)),
]);
