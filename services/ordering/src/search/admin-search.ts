import { normalizePhone } from '@undangan/contracts';
import type { EntityManager } from 'typeorm';

/**
 * The back office's one search box, date range and page counts, shared by its payment list and
 * its fulfilment order list. Every value becomes a bound parameter pushed onto `params`.
 */

export type SearchField = 'order_id' | 'customer_name' | 'customer_phone';

/** The columns a search may name: a field from a request is looked up, never spliced in. */
const SEARCH_COLUMNS: Record<SearchField, string> = {
  order_id: 'order_id',
  customer_name: 'customer_name',
  customer_phone: 'customer_phone',
};

/** LIKE patterns match the text itself: % and _ typed by an admin are not wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Past this many matching rows a page count is estimated (see countRows). */
export const EXACT_COUNT_LIMIT = 1_000;
/** From this estimate on, the rows are not counted at all (see countRows). */
export const ESTIMATE_TRUSTED_FROM = 10 * EXACT_COUNT_LIMIT;

/**
 * Pages for `total` rows; never fewer than the page just read when it had rows (an estimate may be
 * low), and no more when that page was not full: it was the last, whatever an estimate said.
 */
export function totalPages(total: number, page: number, limit: number, rowsOnPage: number): number {
  if (rowsOnPage > 0 && rowsOnPage < limit) return page;
  const pages = Math.max(1, Math.ceil(total / limit));
  return rowsOnPage > 0 ? Math.max(pages, page) : pages;
}

/**
 * How many rows match: exact up to EXACT_COUNT_LIMIT, the planner's estimate past it. Counting a
 * million payments takes ~150 ms on every page turn; a page count that far out need not be exact.
 * Where the planner expects ESTIMATE_TRUSTED_FROM rows or more, nothing is counted: finding the
 * first thousand and one of them reads tens of thousands of rows when they are common (a first
 * name, in one payment of twenty), to end with the estimate all the same. A real count under the
 * limit would need the estimate to be ten times too high; then the page itself tells the end
 * (totalPages).
 */
export async function countRows(
  manager: EntityManager,
  from: string,
  where: string,
  params: unknown[],
): Promise<number> {
  const [explained] = await manager.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${where}`, params);
  const planned = Number(explained?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows']);
  const estimate = Number.isFinite(planned) ? Math.round(planned) : 0;
  if (estimate >= ESTIMATE_TRUSTED_FROM) return estimate;
  const [{ total }] = await manager.query(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
    params,
  );
  return total <= EXACT_COUNT_LIMIT ? total : Math.max(total, estimate);
}

/**
 * The part of an order-id search after its last '-' (the random part of INV-20261122-7K3M9Q), when
 * it is long enough to have trigrams and shorter than the whole search.
 */
function distinctivePart(text: string): string | undefined {
  const tail = text.slice(text.lastIndexOf('-') + 1);
  return tail.length >= 3 && tail.length < text.length ? tail : undefined;
}

/**
 * A contains match of `text` on a column, as a bound parameter. Order ids share their prefix
 * and day with thousands of others, and those trigrams make the index read most of itself (~40 ms
 * at a million payments): the index finds the distinctive part, and the whole text is then
 * checked on those few rows only (the concatenation keeps the planner from taking the index for it
 * too). Phones are matched as digits in one national form, however either side was typed.
 */
export function searchClause(
  field: SearchField,
  text: string,
  params: unknown[],
  alias = '',
): string | undefined {
  const column = `${alias}${SEARCH_COLUMNS[field]}`;
  if (field === 'customer_phone') {
    // Fewer than three digits say nothing about a phone (and no trigram index could help).
    const digits = normalizePhone(text);
    if (digits.length < 3) return undefined;
    params.push(`%${digits}%`);
    return `${alias}customer_phone_digits LIKE $${params.length}`;
  }
  const narrower = field === 'order_id' ? distinctivePart(text) : undefined;
  if (narrower) {
    params.push(likeContains(narrower));
    const first = `${column} ILIKE $${params.length}`;
    params.push(likeContains(text));
    return `(${first} AND (${column} || '') ILIKE $${params.length})`;
  }
  params.push(likeContains(text));
  return `${column} ILIKE $${params.length}`;
}

/** One box: an order id, a name or a phone (whichever the text can be). */
export function anyFieldClause(text: string, params: unknown[], alias = ''): string {
  const clauses = (['order_id', 'customer_name', 'customer_phone'] as const)
    .filter((field) => field !== 'customer_phone' || /\d{3}/.test(text))
    .map((field) => searchClause(field, text, params, alias))
    .filter((clause): clause is string => clause !== undefined);
  return `(${clauses.join(' OR ')})`;
}

/** A date range on created_at; a date without a time means the whole of that day. */
export function dateClauses(
  range: { startDate?: string; endDate?: string },
  params: unknown[],
  alias = '',
): string[] {
  const clauses: string[] = [];
  if (range.startDate) {
    params.push(new Date(range.startDate));
    clauses.push(`${alias}created_at >= $${params.length}`);
  }
  if (range.endDate) {
    const end = /^\d{4}-\d{2}-\d{2}$/.test(range.endDate)
      ? new Date(Date.parse(range.endDate) + 24 * 3600 * 1000 - 1)
      : new Date(range.endDate);
    params.push(end);
    clauses.push(`${alias}created_at <= $${params.length}`);
  }
  return clauses;
}
