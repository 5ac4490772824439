import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, searchNeedle, type Product, type ProductsPage } from '@festive/contracts';
import { SERVICE_CONFIG, validationError, type ServiceConfig } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';
import {
  COLUMNS,
  listingPageSql,
  type NarrowTable,
  ORDER,
  recentSearchPageSql,
  rowsByIdSql,
  SEARCH_SET_CAP,
  searchPageSql,
  where,
} from './catalogue-page-sql';
import { catalogueConditions, type CatalogueQuery, type SqlConditions } from './catalogue-sql';
import { decodeCursor, encodeCursor, type ProductCursor } from './product-cursor';
import { ProductEntity } from './product.entity';
import { toProduct } from './product.mapper';
import type { SearchEnv } from './search-config';
import { SearchPageCache } from './search-page-cache';

export const PRODUCT_NOT_FOUND = 'Product not found';

type ProductRow = Product & { sortTime: Date; sortAt: string };

/** pg_trgm indexes 3-character pieces: a shorter search cannot use the trigram index. */
const TRIGRAM_LENGTH = 3;

export interface PageRequest {
  cursor?: string;
  limit?: number;
}

/** Where the page after these rows starts: after the last shown, when one more row was read. */
function nextOf(rows: readonly ProductRow[], limit: number): ProductCursor | null {
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return last ? { createdAt: last.sortAt, name: last.name, id: last.id } : null;
}

const rowToProduct = ({ sortTime: _time, sortAt: _at, ...product }: ProductRow): Product => product;

@Injectable()
export class ProductsService {
  private readonly searchPages: SearchPageCache;

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @Inject(SERVICE_CONFIG) config: ServiceConfig<SearchEnv>,
  ) {
    this.searchPages = new SearchPageCache(config.env.SEARCH_CACHE_ENTRIES);
  }

  /** Every product matching the query (none given: the whole catalogue), in order. */
  async list(query: CatalogueQuery = {}): Promise<Product[]> {
    const { clauses, params } = await this.conditions(query);
    const rows: ProductRow[] = await this.products.query(
      `SELECT ${COLUMNS} FROM ${this.table()} p ${where(clauses)} ${ORDER}`,
      params,
    );
    return rows.map(rowToProduct);
  }

  /**
   * One page of the matching products after the cursor (keyset pagination). A search of 3 or
   * more characters is answered from this process's remembered pages while the catalogue has not
   * changed (see SearchPageCache); otherwise it looks through the next RECENT_WINDOW products
   * first (common words; not with a selection), then reads the trigram index (rare words), and
   * walks the whole listing only when a name matches more than SEARCH_SET_CAP products.
   * Everything else walks the listing index.
   */
  async page(query: CatalogueQuery, { cursor, limit = LIMITS.productPageSizeDefault }: PageRequest) {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    if (cursor !== undefined && !after) {
      throw validationError([{ path: ['cursor'], message: 'is not a page cursor of this list' }]);
    }
    const { occasionNames, ...conditions } = await this.conditions(query);
    const { clauses, params, search } = conditions;
    const needle = searchNeedle(query.search ?? '');
    if (!search || needle.length < TRIGRAM_LENGTH) {
      const { sql, params: values } = listingPageSql(this.table(), clauses, params, after, limit);
      return this.answer((await this.products.query(sql, values)) as ProductRow[], limit);
    }
    // Read before the page is worked out: a write after this only leaves the entry unused.
    const version = await this.searchVersion();
    const key = JSON.stringify([query.tab, query.selection, needle, occasionNames, cursor, limit]);
    const remembered = this.searchPages.get(version, key);
    if (remembered) {
      const { sql, params: values } = rowsByIdSql(this.table(), remembered.ids);
      const rows =
        remembered.ids.length > 0 ? ((await this.products.query(sql, values)) as ProductRow[]) : [];
      // Ids only were remembered: a product deleted since is a version change, so all are here.
      return { items: rows.map(rowToProduct), nextCursor: remembered.next && encodeCursor(remembered.next) };
    }
    const rows = await this.searchRows({ ...conditions, search }, after, limit);
    const page = this.answer(rows, limit);
    this.searchPages.set(version, key, { ids: page.items.map((item) => item.id), next: nextOf(rows, limit) });
    return page;
  }

  /**
   * The rows of a search page (limit + 1 of them when a next page exists). With one festival or
   * occasion chosen the next products in catalogue order are not looked through first: the
   * listing index holds every product, so the window would read about ten entries for each one
   * of the selection (bench/catalog: 4-5 ms for every term), while the trigram and selection
   * bitmaps together keep a selection's matches few.
   */
  private async searchRows(
    conditions: SqlConditions & { search: string },
    after: ProductCursor | null,
    limit: number,
  ): Promise<ProductRow[]> {
    const { clauses, params, search, selection } = conditions;
    if (!selection) {
      const filters = clauses.filter((clause) => clause !== search);
      const narrow = this.narrowTable(conditions);
      const recent = recentSearchPageSql(this.table(), filters, search, params, after, limit, narrow);
      const found = (await this.products.query(recent.sql, recent.params)) as ProductRow[];
      if (found.length > limit) return found;
    }
    const collected = await this.searchPage(conditions, after, limit);
    if (collected) return collected;
    const { sql, params: values } = listingPageSql(this.table(), clauses, params, after, limit);
    return (await this.products.query(sql, values)) as ProductRow[];
  }

  private answer(rows: ProductRow[], limit: number): ProductsPage {
    const next = nextOf(rows, limit);
    return { items: rows.slice(0, limit).map(rowToProduct), nextCursor: next && encodeCursor(next) };
  }

  private async searchVersion(): Promise<string> {
    const sql = `SELECT version::text AS version FROM ${this.schema()}."search_version"`;
    const rows = (await this.products.query(sql)) as { version: string }[];
    return rows[0]?.version ?? '0';
  }

  /** The trigram-index reading of a search page, or null when the name matches too many. */
  private async searchPage(
    conditions: SqlConditions,
    after: ProductCursor | null,
    limit: number,
  ): Promise<ProductRow[] | null> {
    const { clauses, params, broad } = conditions;
    const narrow = this.narrowTable(conditions);
    const { sql, params: values } = searchPageSql(this.table(), clauses, params, after, limit, {
      ...(broad ? { checkedAfter: broad } : {}),
      ...(narrow ? { from: narrow } : {}),
    });
    const rows = (await this.products.query(sql, values)) as (ProductRow & { matched: number })[];
    if ((rows[0]?.matched ?? 0) > SEARCH_SET_CAP) return null;
    return rows.map(({ matched: _matched, ...row }) => row);
  }

  /** The festival tab's products are also listed narrow, for its searches (docs/adr/0050). */
  private narrowTable({ festivalTab }: SqlConditions): NarrowTable | undefined {
    return festivalTab ? { table: `${this.schema()}."festival_tab_names"`, clause: festivalTab } : undefined;
  }

  async get(id: string): Promise<Product> {
    const row = await this.products.findOneBy({ id });
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return toProduct(row);
  }

  private async conditions(query: CatalogueQuery) {
    // The occasion tab's "all" needs the occasion names, exactly as the storefront loads them.
    const needsNames = query.tab === 'special_occasion';
    const names = needsNames
      ? (await this.categories.find({ select: { name: true }, where: { type: 'special_occasion' } })).map(
          (category) => category.name,
        )
      : [];
    return { ...catalogueConditions(query, names), occasionNames: names };
  }

  private schema(): string {
    return `"${this.products.metadata.schema ?? 'public'}"`;
  }

  private table(): string {
    const { schema, tableName } = this.products.metadata;
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }
}
