import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a name search needs to stay quick at 100,000 products (bench/catalog):
 * - `search_name`, the product's `lower(name)`, kept by a trigger so every writer (the admin,
 *   the seed, a hand-run SQL fix) keeps it right without knowing it exists. Lower-casing a name
 *   costs far more than matching it: a rare word's trigram matches were rechecked through
 *   `lower(name)` for every candidate row, which was most of the search's time. The trigram
 *   index moves to it. (A trigger, not a generated column: TypeORM tracks generated columns in
 *   a metadata table of its own, which the committed migrations would have to write.)
 * - the listing index also carries `search_name`, tags and occasion, so the first pass of a
 *   search (the next products in catalogue order, filtered by tab and name) reads the index
 *   alone.
 * - `search_version`, one row counting the writes that can change which products a search
 *   finds or their order (name, tags, occasion, created_at; inserts, deletes, truncates).
 *   Bumped by a statement trigger, so every writer invalidates the catalog processes'
 *   remembered search pages (`SearchPageCache`) without knowing they exist. Stock and price
 *   updates do not bump it: a remembered page holds product ids only, rows are read fresh.
 */
export class SearchName1764400000000 implements MigrationInterface {
  name = 'SearchName1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalog"."products" ADD "search_name" text`);
    await queryRunner.query(`UPDATE "catalog"."products" SET "search_name" = lower("name")`);
    await queryRunner.query(`ALTER TABLE "catalog"."products" ALTER COLUMN "search_name" SET NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."products_search_name"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW."search_name" := lower(NEW."name");
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_search_name"
      BEFORE INSERT OR UPDATE OF "name", "search_name" ON "catalog"."products"
      FOR EACH ROW EXECUTE FUNCTION "catalog"."products_search_name"()`);
    await queryRunner.query(`DROP INDEX "catalog"."products_name_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "products_name_trgm_idx" ON "catalog"."products" USING gin ("search_name" public.gin_trgm_ops)`,
    );
    await this.replaceListingIndex(queryRunner, `INCLUDE ("search_name", "tags", "occasion")`);
    await this.createSearchVersion(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_search_version_truncate" ON "catalog"."products"`);
    await queryRunner.query(`DROP TRIGGER "products_search_version" ON "catalog"."products"`);
    await queryRunner.query(`DROP FUNCTION "catalog"."bump_search_version"()`);
    await queryRunner.query(`DROP TABLE "catalog"."search_version"`);
    await this.replaceListingIndex(queryRunner, '');
    await queryRunner.query(`DROP INDEX "catalog"."products_name_trgm_idx"`);
    await queryRunner.query(
      `CREATE INDEX "products_name_trgm_idx" ON "catalog"."products" USING gin (lower("name") public.gin_trgm_ops)`,
    );
    await queryRunner.query(`DROP TRIGGER "products_search_name" ON "catalog"."products"`);
    await queryRunner.query(`DROP FUNCTION "catalog"."products_search_name"()`);
    await queryRunner.query(`ALTER TABLE "catalog"."products" DROP COLUMN "search_name"`);
  }

  /** The listing index (catalogue order) built anew with these extra columns, same name. */
  private async replaceListingIndex(queryRunner: QueryRunner, include: string): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_listing_next_idx" ON "catalog"."products" ("created_at" DESC, "name", "id") ${include}`,
    );
    await queryRunner.query(`DROP INDEX "catalog"."products_listing_idx"`);
    await queryRunner.query(
      `ALTER INDEX "catalog"."products_listing_next_idx" RENAME TO "products_listing_idx"`,
    );
  }

  private async createSearchVersion(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalog"."search_version" (
        "id" smallint NOT NULL DEFAULT 1,
        "version" bigint NOT NULL DEFAULT 0,
        CONSTRAINT "search_version_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "search_version_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(`INSERT INTO "catalog"."search_version" ("id", "version") VALUES (1, 0)`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."bump_search_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "catalog"."search_version" SET "version" = "version" + 1 WHERE "id" = 1;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "products_search_version"
      AFTER INSERT OR DELETE OR UPDATE OF "name", "tags", "occasion", "created_at" ON "catalog"."products"
      FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_search_version"()`);
    await queryRunner.query(`
      CREATE TRIGGER "products_search_version_truncate"
      AFTER TRUNCATE ON "catalog"."products"
      FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_search_version"()`);
  }
}
