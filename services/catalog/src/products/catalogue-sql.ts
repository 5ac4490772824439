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
   * festival tab's fixed list has a trigram index of its own instead.)
   */
  broad?: string;
}

/** LIKE treats `%`, `_` and the escape `\` specially; the shopper's text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The catalogue rules as SQL (the same rules as `matchesCatalogue` in contracts,
 * which an API test checks against this over the seed). Index use: `occasion` btree,
 * `tags` GIN (`&&`, `@>`), and the trigram GIN on `search_name` for the search (the festival
 * tab's products have one of their own). `search_name` is
 * `lower(name)` stored by a trigger: the matches' recheck and the listing
 * walk compare stored text instead of lower-casing every name they read, which was most of a
 * rare search's time.
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
  const anyOf = (names: readonly string[]) => {
    const list = param([...names]);
    return `(p.occasion = ANY(${list}::text[]) OR p.tags && ${list}::text[])`;
  };

  const needle = searchNeedle(query.search ?? '');
  const search = needle ? `p.search_name LIKE ${param(`%${escapeLike(needle)}%`)}` : undefined;
  if (search) clauses.push(search);

  const selection = query.selection && query.selection !== ALL_SELECTION ? query.selection : null;
  let broad: string | undefined;
  if (selection !== null) {
    const name = param(selection);
    clauses.push(`(p.occasion = ${name} OR p.tags @> ARRAY[${name}::text])`);
  } else if (query.tab === 'festival') {
    // The index predicate of products_festival_trgm_idx, written the same way (see that
    // migration): a search on this tab then reads the tab's own trigram index, so the clause
    // stays in the search's scan. A list most products match: the listing walks filter by it.
    clauses.push(`(${anyOf(FESTIVALS)}) IS TRUE`);
  } else if (query.tab === 'special_occasion' && occasionNames.length > 0) {
    broad = anyOf(occasionNames);
  }
  if (broad) clauses.push(broad);
  return { clauses, params, ...(search ? { search } : {}), ...(broad ? { broad } : {}) };
}
