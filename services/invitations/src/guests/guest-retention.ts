import type { DataSource } from 'typeorm';
import { deleteMembersOfOrders } from '../couple-access/couple-members.table';
import { deleteSessionsOfOrders } from '../couple-access/couple-sessions.table';
import { deleteSignInsOfOrders } from '../couple-access/couple-sign-ins.table';
import { deleteRepliesOf } from '../guest-replies.table';
import { ordersClosedBefore } from '../pages.table';
import { deleteGroupsOf } from './guest-groups.table';
import { deleteSessionsOf } from './guest-sessions.table';
import { deleteSettingsOf } from './guest-settings.table';
import { deleteGuestsOf } from './guests.table';

/**
 * Forgets what guests left with an invitation once it has been offline for `days`: the couple's
 * guest list (names, phones, links, groups, sessions, their sending settings), the RSVPs and
 * wishes guests sent, and the couple's access (the partner's and the order's emails, their
 * sessions and sign-in links; the order's own email may still ask for a link to the empty list). An order's invitation is offline when every page it has closed (Split Link's
 * two close together); an order with no page yet keeps its list, which the couple is still making.
 * The published pages themselves stay: a closed address keeps answering with its polite page.
 * Answers how many guests were forgotten. Safe on every replica at once: each statement deletes
 * what is there, and a row deleted twice is deleted once.
 */
export async function forgetClosedGuestLists(dataSource: DataSource, days: number): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const { orderIds, clientIds } = await ordersClosedBefore(manager, days);
    if (orderIds.length === 0) return 0;
    await deleteRepliesOf(manager, clientIds);
    const guests = await deleteGuestsOf(manager, orderIds);
    await deleteGroupsOf(manager, orderIds);
    await deleteSessionsOf(manager, orderIds);
    await deleteSettingsOf(manager, orderIds);
    await deleteSignInsOfOrders(manager, orderIds);
    await deleteSessionsOfOrders(manager, orderIds);
    await deleteMembersOfOrders(manager, orderIds);
    return guests;
  });
}
