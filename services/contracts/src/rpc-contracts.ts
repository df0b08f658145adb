import { CATALOGUE } from './catalogue.rpc';
import { COUPLE_ACCESS } from './couple-access.rpc';
import { DESKS } from './desks.rpc';
import { GUEST_SHEETS } from './guest-sheets.rpc';
import { GUESTS } from './guests.rpc';
import { INVITATIONS } from './invitations.rpc';
import { NOTIFICATIONS } from './notifications.rpc';
import { ORDERING } from './ordering.rpc';
import { PROOF_STORAGE } from './proof-storage.rpc';
import { REPORTING } from './reporting.rpc';

/** The one map: every pattern, by the service that answers it. */
export const RPC_CONTRACTS = {
  catalogue: CATALOGUE,
  ordering: ORDERING,
  proofStorage: PROOF_STORAGE,
  reporting: REPORTING,
  notifications: NOTIFICATIONS,
  // The guest list's and the couple's access contracts are files of their own, answered on the same queue.
  invitations: { ...INVITATIONS, ...GUESTS, ...GUEST_SHEETS, ...COUPLE_ACCESS, ...DESKS },
} as const;
