import { ALL_SELECTION, FESTIVALS, searchNeedle, type CatalogTab } from '@festive/contracts';

/** What GET /api/products may filter by; every part optional (none = the whole catalogue). */
export interface CatalogueQuery {
  tab?: CatalogTab;
  selection?: string;
  search?: string;
}

/** SQL conditions over the alias `p` with their positional parameters. */
export interface SqlConditions {
  clauses: string[];
  params: unknown[];
  /** The name-search clause (also in `clauses`), when there is a search. */
  search?: string;
  /**
   * The occasion tab's "all" clause (also in `clauses`): any of a list of names, which most
   * products match. Cheaper checked on rows found otherwise than read from the tags index. (The
   * festival tab's fixed list is read from `festival_tab_names` instead.)
   */
  broad?: string;
  /**
   * The festival tab's clause (also in `clauses`), when the tab is that: its products are also
   * listed in `festival_tab_names`, which a search collects its matches from instead.
   */
  festivalTab?: string;
  /** The selection's clause (also in `clauses`), when one festival or occasion is chosen. */
  selection?: string;
}

/** LIKE treats `%`, `_` and the escape `\` specially; the shopper's text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Names of our own (never a shopper's text) as an SQL array literal. */
function textArray(names: readonly string[]): string {
  return `ARRAY[${names.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
}

/**
 * The catalogue rules as SQL (the same rules as `matchesCatalogue` in contracts,
 * which an API test checks against this over the seed). Index use: `occasion` btree,
 * `tags` GIN (`&&`, `@>`), and the trigram GIN on `search_name` for the search (the festival
 * tab's products are also listed, narrow, in `festival_tab_names`, with a trigram and a listing
 * index of their own).
 * `search_name` is `lower(name)` stored by a trigger: the matches' recheck and the listing walk
 * compare stored text instead of lower-casing every name they read, which was most of a rare
 * search's time.
 *
 * `occasionNames` are the special_occasion category names; the occasion tab's "all" matches
 * every product when there are none.
 */
export function catalogueConditions(query: CatalogueQuery, occasionNames: readonly string[]): SqlConditions {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  /** A product of any of the names in `list` (a text[] expression), by occasion or by tag. */
  const anyOf = (list: string) => `(p.occasion = ANY(${list}) OR p.tags && ${list})`;

  const needle = searchNeedle(query.search ?? '');
  const search = needle ? `p.search_name LIKE ${param(`%${escapeLike(needle)}%`)}` : undefined;
  if (search) clauses.push(search);

  const chosen = query.selection && query.selection !== ALL_SELECTION ? query.selection : null;
  let broad: string | undefined;
  let festivalTab: string | undefined;
  let selection: string | undefined;
  if (chosen !== null) {
    const name = param(chosen);
    selection = `(p.occasion = ${name} OR p.tags @> ARRAY[${name}::text])`;
    clauses.push(selection);
  } else if (query.tab === 'festival') {
    // A fixed list written into the SQL, so a search collecting from festival_tab_names can
    // leave the clause out without leaving a parameter unused. `IS TRUE` keeps it one expression
    // the planner does not split into the occasion and tags indexes' bitmaps: most products
    // match it, and the listing walks filter by it.
    festivalTab = `${anyOf(textArray(FESTIVALS))} IS TRUE`;
    clauses.push(festivalTab);
  } else if (query.tab === 'special_occasion' && occasionNames.length > 0) {
    broad = anyOf(`${param([...occasionNames])}::text[]`);
  }
  if (broad) clauses.push(broad);
  return {
    clauses,
    params,
    ...(search ? { search } : {}),
    ...(broad ? { broad } : {}),
    ...(festivalTab ? { festivalTab } : {}),
    ...(selection ? { selection } : {}),
  };
}
