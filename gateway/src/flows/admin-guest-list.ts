import { GUESTS, ORDERING, type AdminGuestList, type AdminGuestListQuery } from '@undangan/contracts';
import type { AdminRequest } from '../auth/admin.guard';
import type { AuditTrail } from '../audit/audit-trail';
import type { ServiceClients } from '../rpc/service-clients';

/**
 * An admin's look at an order's guest list, to help the couple: the look is in the audit log
 * first (the order, the name searched and the page; never a guest), then a page of the list and
 * its counts are read from invitations.
 */
export async function adminGuestList(
  calls: { rpc: ServiceClients; audit: AuditTrail },
  id: string,
  query: AdminGuestListQuery,
  req: AdminRequest,
): Promise<AdminGuestList> {
  const { rpc, audit } = calls;
  const order = await rpc.call(ORDERING.getOrder, { id }, req.id);
  await audit.noteLook(req, 'guest-list.view', order.order_id, query);
  const scope = { order_id: order.order_id };
  const [list, summary, groups, sessions] = await Promise.all([
    rpc.call(GUESTS.list, { ...scope, search: query.search, page: query.page }, req.id),
    rpc.call(GUESTS.summary, scope, req.id),
    rpc.call(GUESTS.groups, scope, req.id),
    rpc.call(GUESTS.sessions, scope, req.id),
  ]);
  return { order_id: order.order_id, list, summary, groups, sessions };
}
