import type { ProductCursor } from './product-cursor';

/** The product columns under their contract names, plus the exact sort key for the cursor. */
export const COLUMNS = `p.id, p.sku, p.name, p.description, p.price, p.image, p.images, p.category,
  p.subcategory, p.tags, p.occasion, p.stock, p.size_options AS "sizeOptions", p.color, p.material,
  p.hsn_code AS "hsnCode", p.gst_rate::int AS "gstRate", p.created_at AS "sortTime", p.created_at::text AS "sortAt"`;
/**
 * The sort key and the searched name: a search's first pass reads these from the listing index
 * (which carries them, with the tab filter's columns), not from the table.
 */
const KEY_COLUMNS = `p.id, p.name, p.search_name, p.created_at AS "sortTime"`;
/** Newest first; equal timestamps (a seeded batch) by name, then id, so every row has one place. */
export const ORDER = `ORDER BY p.created_at DESC, p.name, p.id`;

/**
 * Above this many matches a search page is read in catalogue order instead (see
 * `searchPageSql`): matches are then dense and the newest ones come first.
 */
export const SEARCH_SET_CAP = 5000;

export interface PageSql {
  sql: string;
  params: unknown[];
}

export const where = (clauses: readonly string[]) =>
  clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';

function cursorParams(params: unknown[], after: ProductCursor) {
  return {
    at: `$${params.push(after.createdAt)}::timestamptz`,
    name: `$${params.push(after.name)}::text`,
    id: `$${params.push(after.id)}::uuid`,
  };
}

/**
 * A page in catalogue order, walking the listing index (created_at DESC, name, id): the first
 * page reads as many rows as it shows when matches are common. After a cursor the condition is
 * split in two index ranges (the rest of the cursor's instant by name and id, then everything
 * older), so a deep page costs what the first does.
 */
export function listingPageSql(
  table: string,
  clauses: readonly string[],
  base: readonly unknown[],
  after: ProductCursor | null,
  limit: number,
  columns: string = COLUMNS,
): PageSql {
  const params = [...base];
  const take = `$${params.push(limit + 1)}`;
  if (!after)
    return { sql: `SELECT ${columns} FROM ${table} p ${where(clauses)} ${ORDER} LIMIT ${take}`, params };
  const { at, name, id } = cursorParams(params, after);
  const sameInstant = where([...clauses, `p.created_at = ${at}`, `(p.name, p.id) > (${name}, ${id})`]);
  const older = where([...clauses, `p.created_at < ${at}`]);
  const sql = `(SELECT ${columns} FROM ${table} p ${sameInstant} ORDER BY p.name, p.id LIMIT ${take})
    UNION ALL
    (SELECT ${columns} FROM ${table} p ${older} ${ORDER} LIMIT ${take})
    ORDER BY "sortTime" DESC, name, id LIMIT ${take}`;
  return { sql, params };
}

/** How many of the next products in catalogue order a search looks through first. */
export const RECENT_WINDOW = 1000;

/**
 * A clause a narrower table stands for: `festival_tab_names` holds exactly the festival tab's
 * products, one row of id, sort key and searched name each, with a listing and a trigram index
 * of its own. Read from there, the clause is left out.
 */
export interface NarrowTable {
  table: string;
  clause: string;
}

/**
 * A search page from the next RECENT_WINDOW products in catalogue order (tab and selection
 * applied), filtered by name: a page of a common word is found there at once. The window is
 * read from the listing index alone (it carries tags and occasion), or from a narrow table's
 * (`from`: no filter left to check on the entries read); whole rows are read for the page
 * only. If fewer than a page match, the answer is incomplete and the caller asks the trigram
 * index instead.
 */
export function recentSearchPageSql(
  table: string,
  filters: readonly string[],
  search: string,
  base: readonly unknown[],
  after: ProductCursor | null,
  limit: number,
  from?: NarrowTable,
): PageSql {
  const windowFilters = filters.filter((clause) => clause !== from?.clause);
  const windowTable = from?.table ?? table;
  const window = listingPageSql(windowTable, windowFilters, base, after, RECENT_WINDOW, KEY_COLUMNS);
  const params = [...window.params];
  const take = `$${params.push(limit + 1)}`;
  const sql = `SELECT ${COLUMNS} FROM ${table} p JOIN (
      SELECT p.id FROM (${window.sql}) p WHERE ${search} ORDER BY p."sortTime" DESC, p.name, p.id LIMIT ${take}
    ) page ON page.id = p.id ${ORDER}`;
  return { sql, params };
}

/**
 * A search page from the trigram index: every match (up to the cap) is collected through the
 * index, then sorted. Walking the listing index with the name filter instead reads rows until
 * it finds a page of matches, which takes the whole table when the matches are few or all old
 * (e.g. a seeded batch). The answer's `matched` says how many were collected; above the cap the
 * caller falls back to the listing walk, which is then quick because matches are common.
 *
 * One statement, no planner settings: the collection has no order and no range, so PostgreSQL
 * reads it through the trigram (and tags) bitmaps, or, for a word in most names, scans until
 * the cap. The cost is the rows read, one per candidate.
 * `checkedAfter` (the occasion tab's "all" list, which has no narrow table) is kept out of that
 * scan by `OFFSET 0` and checked on the rows the rest found: the rows are read anyway for the
 * sort key, and a list most products match made the tags index's bitmap cost more than the
 * whole rest of a rare word's search; a single selection stays in the scan, where its bitmap is
 * small and saves reading rows.
 * A clause a narrow table stands for (`from`) is answered by collecting from that table
 * instead, with the other clauses (there the name search alone) on its rows: its rows are a
 * fraction of a product's width, so a word in thousands of names costs a fraction.
 * The cursor applies to the collected matches, never to the collection: as a range condition
 * it would invite a walk of the listing index from the cursor to the table's end. Only the
 * page's rows travel to the service, whatever the number of matches.
 */
export function searchPageSql(
  table: string,
  clauses: readonly string[],
  base: readonly unknown[],
  after: ProductCursor | null,
  limit: number,
  { checkedAfter, from }: { checkedAfter?: string; from?: NarrowTable } = {},
): PageSql {
  const params = [...base];
  const cap = `$${params.push(SEARCH_SET_CAP + 1)}`;
  let rest = '';
  if (after) {
    const { at, name, id } = cursorParams(params, after);
    rest = `WHERE created_at < ${at} OR (created_at = ${at} AND (name, id) > (${name}, ${id}))`;
  }
  const take = `$${params.push(limit + 1)}`;
  const scanned = clauses.filter((clause) => clause !== checkedAfter && clause !== from?.clause);
  const source = from?.table ?? table;
  const collected = checkedAfter
    ? `SELECT p.id, p.created_at, p.name FROM (
        SELECT p.id, p.created_at, p.name, p.tags, p.occasion FROM ${source} p ${where(scanned)} OFFSET 0
      ) p WHERE ${checkedAfter} LIMIT ${cap}`
    : `SELECT p.id, p.created_at, p.name FROM ${source} p ${where(scanned)} LIMIT ${cap}`;
  // Only the sort key is collected for every match; whole rows are read for the page alone.
  const sql = `WITH matches AS MATERIALIZED (
      ${collected}
    ), page AS (
      SELECT id FROM matches ${rest} ORDER BY created_at DESC, name, id LIMIT ${take}
    )
    SELECT ${COLUMNS}, (SELECT count(*) FROM matches)::int AS "matched"
    FROM ${table} p JOIN page ON page.id = p.id ${ORDER}`;
  return { sql, params };
}

/** The products with these ids, in catalogue order (a remembered search page, read fresh). */
export function rowsByIdSql(table: string, ids: readonly string[]): PageSql {
  return { sql: `SELECT ${COLUMNS} FROM ${table} p WHERE p.id = ANY($1::uuid[]) ${ORDER}`, params: [ids] };
}
