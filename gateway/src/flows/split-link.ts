import {
  addonNamesOf,
  hasSplitLink,
  INVITATIONS,
  ORDERING,
  SPLIT_LINK_MESSAGES,
  splitLinkProblem,
  type AdminOrderRow,
  type OrderPages,
  type SplitLinkChoice,
} from '@undangan/contracts';
import { HttpError } from '../http/http-error';
import type { ServiceClients } from '../rpc/service-clients';

/**
 * The Split Link's second address the admin gave at "Terbitkan", checked against the order: only an
 * order that bought the add-on has one (409), and the choice must fit the couple's events (400).
 * Whether the address is free is the invitations service's to say, under its lock.
 */
export function splitLinkOf(
  order: AdminOrderRow,
  choice: SplitLinkChoice | null,
  eventCount: number,
): SplitLinkChoice | null {
  if (!choice) return null;
  if (!hasSplitLink(addonNamesOf(order.addon)))
    throw new HttpError('conflict', SPLIT_LINK_MESSAGES.notBought);
  const problem = splitLinkProblem(choice, order.client_id ?? '', eventCount);
  if (problem) throw new HttpError('bad_request', problem);
  return choice;
}

/** An order's published pages, for the admin's publish panel: ordering names the order, invitations its pages. */
export async function orderPagesOf(rpc: ServiceClients, id: string, requestId: string): Promise<OrderPages> {
  const order = await rpc.call(ORDERING.getOrder, { id }, requestId);
  return rpc.call(INVITATIONS.orderPages, { order_id: order.order_id }, requestId);
}
