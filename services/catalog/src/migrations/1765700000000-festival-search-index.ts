import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The festival tab's list as it stood when this migration was written (contracts FESTIVALS, in
 * that order); written out here so a later change of the list never changes what this migration
 * did. The predicate must be the same expression the catalogue's festival-tab clause becomes
 * once its parameter is bound (catalogue-sql.ts), or PostgreSQL cannot prove that a search on
 * the tab only wants rows of this index; an API test compares them, so a new festival comes with
 * a migration that rebuilds the index.
 */
const FESTIVALS = [
  'Diwali',
  'Republic Day',
  "Valentine's Day",
  'Holi',
  'Raksha Bandhan',
  'Christmas',
  'New Year',
];
/** The list as an SQL array; a later migration of the tab's rule reads the same list from here. */
export const FESTIVAL_TAB_LIST = `ARRAY[${FESTIVALS.map((name) => `'${name.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
const LIST = FESTIVAL_TAB_LIST;

/**
 * A trigram index on `search_name` of the festival tab's products only. A word the next products
 * in catalogue order do not answer is read from the trigram index: every match's row is read for
 * its sort key and its tab, so the cost is the number of matches. From the whole catalogue's
 * index that is every product with the word; 4 in 10 of them (the products without a festival)
 * were read only to be dropped, and the tab's check ran on all of them. From this index the rows
 * read are the tab's own (bench/catalog, `diya` on the festival tab: 5,000 rows on 3,984 pages ->
 * 3,056 rows on 2,674). `IS TRUE` keeps the predicate one expression the planner does not take
 * apart: as a bare OR it also ANDs the occasion and tags indexes' bitmaps with the trigram one,
 * and a list most products match made that bitmap cost more than the search it narrowed.
 */
export class FestivalSearchIndex1765700000000 implements MigrationInterface {
  name = 'FestivalSearchIndex1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_festival_trgm_idx" ON "catalog"."products" USING gin ("search_name" public.gin_trgm_ops)
       WHERE ("occasion" = ANY(${LIST}) OR "tags" && ${LIST}) IS TRUE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "catalog"."products_festival_trgm_idx"`);
  }
}
