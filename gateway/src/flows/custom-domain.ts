import { INVITATIONS, ORDERING, type CustomDomainAnswer } from '@undangan/contracts';
import type { CustomHostCache } from '../guests/custom-hosts';
import type { ServiceClients } from '../rpc/service-clients';

/** The domain an order's invitation has (ordering names the order, invitations keeps the domain). */
export async function orderDomain(
  rpc: ServiceClients,
  id: string,
  requestId: string,
): Promise<CustomDomainAnswer> {
  const order = await rpc.call(ORDERING.getOrder, { id }, requestId);
  return rpc.call(INVITATIONS.domainOf, { order_id: order.order_id }, requestId);
}

/**
 * The admin records an order's own domain, or removes it (null): the order as ordering has it
 * (its package decides whether it may have one, its client id is the page the domain opens), then
 * invitations keeps it. This replica forgets what it knew of the old and the new host at once; the
 * others within their cache's life (CUSTOM_DOMAIN_CACHE_TTL_MS). One step, safe to repeat: no undo.
 */
export async function setOrderDomain(
  rpc: ServiceClients,
  hosts: CustomHostCache,
  id: string,
  domain: string | null,
  requestId: string,
): Promise<CustomDomainAnswer> {
  const order = await rpc.call(ORDERING.getOrder, { id }, requestId);
  const before = await rpc.call(INVITATIONS.domainOf, { order_id: order.order_id }, requestId);
  const after = await rpc.call(
    INVITATIONS.setDomain,
    { order_id: order.order_id, client_id: order.client_id, package: order.package, domain },
    requestId,
  );
  for (const host of [before.domain, after.domain]) if (host) hosts.forget(host);
  return after;
}
