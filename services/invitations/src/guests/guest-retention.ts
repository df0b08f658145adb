import type { DataSource } from 'typeorm';

/**
 * Forgets what guests left with an invitation once it has been offline for `days`: the couple's
 * guest list (names, phones, links, groups, sessions, their sending settings) and the RSVPs and
 * wishes guests sent. An order's invitation is offline when every page it has closed (Split Link's
 * two close together); an order with no page yet keeps its list, which the couple is still making.
 * The published pages themselves stay: a closed address keeps answering with its polite page.
 * Answers how many guests were forgotten. Safe on every replica at once: each statement deletes
 * what is there, and a row deleted twice is deleted once.
 */
export async function forgetClosedGuestLists(dataSource: DataSource, days: number): Promise<number> {
  return dataSource.transaction(async (manager) => {
    await manager.query(
      `CREATE TEMPORARY TABLE closed_orders ON COMMIT DROP AS
         SELECT order_id FROM pages GROUP BY order_id
         HAVING max(closes_at) < now() - make_interval(days => $1)`,
      [days],
    );
    const pagesOfClosed =
      'SELECT client_id FROM pages WHERE order_id IN (SELECT order_id FROM closed_orders)';
    await manager.query(`DELETE FROM rsvps WHERE client_id IN (${pagesOfClosed})`);
    await manager.query(`DELETE FROM wishes WHERE client_id IN (${pagesOfClosed})`);
    const [, guests] = (await manager.query(
      'DELETE FROM guests WHERE order_id IN (SELECT order_id FROM closed_orders)',
    )) as [unknown, number];
    for (const table of ['guest_groups', 'guest_sessions', 'guest_settings'])
      await manager.query(`DELETE FROM ${table} WHERE order_id IN (SELECT order_id FROM closed_orders)`);
    return guests;
  });
}
