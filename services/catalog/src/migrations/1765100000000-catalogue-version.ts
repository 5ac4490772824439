import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables whose rows the public catalogue reads answer with. */
const READ_TABLES = ['products', 'categories', 'carousel_images', 'currency'] as const;

/**
 * `catalogue_version`: one row counting the committed transactions that changed anything a
 * public catalogue read answers with (products, stock and prices included, categories, carousel
 * images, the currency). The catalog processes remember serialized answers under it
 * (public-reads/), so every writer (the admin, a reservation, the seed, a hand-run SQL fix)
 * makes them forget without knowing they exist.
 *
 * Counted by deferred constraint triggers, once per transaction at its commit: a reservation
 * updates several products one by one, and a counter row locked after the first of them would
 * deadlock two reservations taking their products in different orders. At commit every row
 * lock the transaction needs is already held, so waiting for the counter cannot close a cycle.
 * `counted_by` remembers the transaction that counted last, so the row's other changes in the
 * same transaction leave it alone. TRUNCATE has no row triggers: a statement trigger counts it.
 */
export class CatalogueVersion1765100000000 implements MigrationInterface {
  name = 'CatalogueVersion1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalog"."catalogue_version" (
        "id" smallint NOT NULL DEFAULT 1,
        "version" bigint NOT NULL DEFAULT 0,
        "counted_by" xid8,
        CONSTRAINT "catalogue_version_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "catalogue_version_single_row" CHECK ("id" = 1)
      )`);
    await queryRunner.query(`INSERT INTO "catalog"."catalogue_version" ("id", "version") VALUES (1, 0)`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."count_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "catalog"."catalogue_version"
        SET "version" = "version" + 1, "counted_by" = pg_current_xact_id()
        WHERE "id" = 1 AND "counted_by" IS DISTINCT FROM pg_current_xact_id();
        RETURN NULL;
      END $$`);
    for (const table of READ_TABLES) {
      await queryRunner.query(`
        CREATE CONSTRAINT TRIGGER "${table}_catalogue_version"
        AFTER INSERT OR UPDATE OR DELETE ON "catalog"."${table}"
        DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION "catalog"."count_catalogue_change"()`);
      await queryRunner.query(`
        CREATE TRIGGER "${table}_catalogue_version_truncate"
        AFTER TRUNCATE ON "catalog"."${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."count_catalogue_change"()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of READ_TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version_truncate" ON "catalog"."${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_catalogue_version" ON "catalog"."${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "catalog"."count_catalogue_change"()`);
    await queryRunner.query(`DROP TABLE "catalog"."catalogue_version"`);
  }
}
