import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS, searchNeedle, type Product, type ProductsPage } from '@festive/contracts';
import { validationError } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';
import {
  COLUMNS,
  listingPageSql,
  ORDER,
  recentSearchPageSql,
  SEARCH_SET_CAP,
  searchPageSql,
  where,
} from './catalogue-page-sql';
import { catalogueConditions, type CatalogueQuery } from './catalogue-sql';
import { decodeCursor, encodeCursor, type ProductCursor } from './product-cursor';
import { ProductEntity } from './product.entity';
import { toProduct } from './product.mapper';

export const PRODUCT_NOT_FOUND = 'Product not found';

type ProductRow = Product & { sortTime: Date; sortAt: string };

/** pg_trgm indexes 3-character pieces: a shorter search cannot use the trigram index. */
const TRIGRAM_LENGTH = 3;

export interface PageRequest {
  cursor?: string;
  limit?: number;
}

const rowToProduct = ({ sortTime: _time, sortAt: _at, ...product }: ProductRow): Product => product;

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
  ) {}

  /** Every product matching the query (none given: the whole catalogue, spec §7), in order. */
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
   * more characters looks through the next RECENT_WINDOW products first (common words), then
   * reads the trigram index (rare words), and walks the whole listing only when a name matches
   * more than SEARCH_SET_CAP products; everything else walks the listing index.
   */
  async page(query: CatalogueQuery, { cursor, limit = LIMITS.productPageSizeDefault }: PageRequest) {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    if (cursor !== undefined && !after) {
      throw validationError([{ path: ['cursor'], message: 'is not a page cursor of this list' }]);
    }
    const { clauses, params, search } = await this.conditions(query);
    let rows: ProductRow[] | null = null;
    if (search && searchNeedle(query.search ?? '').length >= TRIGRAM_LENGTH) {
      const filters = clauses.filter((clause) => clause !== search);
      const recent = recentSearchPageSql(this.table(), filters, search, params, after, limit);
      const found = (await this.products.query(recent.sql, recent.params)) as ProductRow[];
      rows = found.length > limit ? found : await this.searchPage(clauses, params, after, limit);
    }
    if (!rows) {
      const { sql, params: values } = listingPageSql(this.table(), clauses, params, after, limit);
      rows = (await this.products.query(sql, values)) as ProductRow[];
    }
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const next: ProductCursor | null =
      rows.length > limit && last ? { createdAt: last.sortAt, name: last.name, id: last.id } : null;
    return { items: items.map(rowToProduct), nextCursor: next && encodeCursor(next) } satisfies ProductsPage;
  }

  /** The trigram-index reading of a search page, or null when the name matches too many. */
  private async searchPage(
    clauses: readonly string[],
    params: readonly unknown[],
    after: ProductCursor | null,
    limit: number,
  ): Promise<ProductRow[] | null> {
    const { sql, params: values } = searchPageSql(this.table(), clauses, params, after, limit);
    const rows = await this.products.manager.transaction(async (manager) => {
      // Only for this statement: bitmap scans (trigram, tags), never a walk of the whole table.
      await manager.query('SET LOCAL enable_seqscan = off');
      await manager.query('SET LOCAL enable_indexscan = off');
      return (await manager.query(sql, values)) as (ProductRow & { matched: number })[];
    });
    if ((rows[0]?.matched ?? 0) > SEARCH_SET_CAP) return null;
    return rows.map(({ matched: _matched, ...row }) => row);
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
    return catalogueConditions(query, names);
  }

  private table(): string {
    const { schema, tableName } = this.products.metadata;
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }
}
