import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FESTIVAL_TAB_LIST } from './1765700000000-festival-search-index';

/*
 * The festival tab's list as it stood when the tab's own trigram index was made (that migration
 * writes it out), which is still the contract's FESTIVALS: a later change of the list never
 * changes what this migration did. A new festival comes with a migration that replaces the
 * trigger's function and fills the table again; an API test puts a product of each of the
 * contract's festivals in the catalogue and finds it here.
 */
const LIST = FESTIVAL_TAB_LIST;

/** The tab's rule over a row (NEW in the trigger, an alias in a query, none in an index). */
const onTheTab = (row = '') => {
  const column = (name: string) => (row ? `${row}."${name}"` : `"${name}"`);
  return `(${column('occasion')} = ANY(${LIST}) OR ${column('tags')} && ${LIST}) IS TRUE`;
};

/**
 * `festival_tab_names`: the festival tab's products, one narrow row each (id, sort key, searched
 * name), kept by a trigger on `products`, with a trigram index and a listing index (catalogue
 * order, carrying the searched name) of its own. The trigram index replaces the partial one over
 * `products`: a rare word on the tab was collected from that index by reading
 * every match's whole product row for its sort key and checking the tab's rule on it again; the
 * rows are wide (description, images, ...) and the searched name lies at their far end, so most
 * of a search of a word in thousands of names went on walking across them (bench/catalog, the
 * collection of `diya`'s 3,056 matches: 8 ms from products, 3 ms from a narrow table). The
 * listing index serves a search's first look at the tab's newest products: from the products'
 * own, the tab's rule was checked on about 1,600 entries to find 1,000 (1.7 ms against 0.6).
 *
 * Every writer keeps it right without knowing it exists: the trigger runs on inserts and on
 * updates of the columns it copies or decides by; a deleted product's row goes with it (the
 * foreign key), as on TRUNCATE ... CASCADE.
 */
export class FestivalTabNames1767000000000 implements MigrationInterface {
  name = 'FestivalTabNames1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalog"."festival_tab_names" (
        "id" uuid PRIMARY KEY REFERENCES "catalog"."products" ("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL,
        "name" text NOT NULL,
        "search_name" text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."keep_festival_tab_names"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF ${onTheTab('NEW')} THEN
          INSERT INTO "catalog"."festival_tab_names" ("id", "created_at", "name", "search_name")
          VALUES (NEW."id", NEW."created_at", NEW."name", NEW."search_name")
          ON CONFLICT ("id") DO UPDATE
            SET "created_at" = EXCLUDED."created_at", "name" = EXCLUDED."name",
                "search_name" = EXCLUDED."search_name";
        ELSIF TG_OP = 'UPDATE' THEN
          DELETE FROM "catalog"."festival_tab_names" WHERE "id" = OLD."id";
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_festival_tab_names"
      AFTER INSERT OR UPDATE OF "name", "search_name", "created_at", "occasion", "tags"
      ON "catalog"."products"
      FOR EACH ROW EXECUTE FUNCTION "catalog"."keep_festival_tab_names"()`);
    await queryRunner.query(`
      INSERT INTO "catalog"."festival_tab_names" ("id", "created_at", "name", "search_name")
      SELECT p."id", p."created_at", p."name", p."search_name" FROM "catalog"."products" p
      WHERE ${onTheTab('p')}`);
    await queryRunner.query(
      `CREATE INDEX "festival_tab_names_trgm_idx" ON "catalog"."festival_tab_names" USING gin ("search_name" public.gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "festival_tab_names_listing_idx" ON "catalog"."festival_tab_names" ("created_at" DESC, "name", "id") INCLUDE ("search_name")`,
    );
    await queryRunner.query(`DROP INDEX "catalog"."products_festival_trgm_idx"`);
    // Statistics now, not at autovacuum's next look: until then the planner guesses the size.
    await queryRunner.query(`ANALYZE "catalog"."festival_tab_names"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_festival_trgm_idx" ON "catalog"."products" USING gin ("search_name" public.gin_trgm_ops)
       WHERE ${onTheTab()}`,
    );
    await queryRunner.query(`DROP TRIGGER "products_festival_tab_names" ON "catalog"."products"`);
    await queryRunner.query(`DROP FUNCTION "catalog"."keep_festival_tab_names"()`);
    await queryRunner.query(`DROP TABLE "catalog"."festival_tab_names"`);
  }
}
