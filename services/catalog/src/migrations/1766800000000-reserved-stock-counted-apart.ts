import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOGUE_VERSION_CHANNEL } from './1765600000000-catalogue-version-notify';

/**
 * The transaction setting a reservation or its release sets (`set_config(..., true)`, so it ends
 * with the transaction) before it moves stock.
 */
export const RESERVING_STOCK_SETTING = 'catalog.reserving_stock';
/** Counts the product rows reservations and releases have moved; read by the catalog processes. */
export const RESERVED_STOCK_SEQUENCE = 'catalog.reserved_stock_changes';

/**
 * Stock moved by a reservation or its release no longer counts as a catalogue change at its
 * commit. Every order used to update the one `catalogue_version` row as it committed, NOTIFY, and
 * make every remembered public read be worked out again: at a festival peak those answers lived
 * for milliseconds, and reservations queued for the counter row. Such a change now only takes a
 * number from a sequence (no row, no lock, no notification), and each catalog process counts one
 * catalogue change for all the numbers taken since its last look, once a second
 * (public-reads/reserved-stock-counter.ts, which calls `count_catalogue_change_now()`).
 *
 * Every other write (the back office, the seed, SQL by hand, a reservation's other tables) is
 * counted at its commit as before.
 */
export class ReservedStockCountedApart1766800000000 implements MigrationInterface {
  name = 'ReservedStockCountedApart1766800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE ${RESERVED_STOCK_SEQUENCE}`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."count_reserved_stock_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('${RESERVED_STOCK_SEQUENCE}');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."count_catalogue_change_now"() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        counted text;
      BEGIN
        UPDATE "catalog"."catalogue_version"
        SET "version" = "version" + 1, "counted_by" = pg_current_xact_id()
        WHERE "id" = 1
        RETURNING "epoch"::text || ':' || "version"::text INTO counted;
        IF counted IS NOT NULL THEN
          PERFORM pg_notify('${CATALOGUE_VERSION_CHANNEL}', counted);
        END IF;
      END $$`);
    await queryRunner.query(`DROP TRIGGER "products_catalogue_version" ON "catalog"."products"`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER "products_catalogue_version"
      AFTER INSERT OR UPDATE OR DELETE ON "catalog"."products"
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (current_setting('${RESERVING_STOCK_SETTING}', true) IS DISTINCT FROM 'on')
      EXECUTE FUNCTION "catalog"."count_catalogue_change"()`);
    // Deferred like the counter: the number is taken as the transaction commits, so a process
    // that sees it sees the new stock at most moments later (and looks again a second after).
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER "products_reserved_stock"
      AFTER UPDATE ON "catalog"."products"
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (current_setting('${RESERVING_STOCK_SETTING}', true) = 'on')
      EXECUTE FUNCTION "catalog"."count_reserved_stock_change"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "products_reserved_stock" ON "catalog"."products"`);
    await queryRunner.query(`DROP TRIGGER "products_catalogue_version" ON "catalog"."products"`);
    await queryRunner.query(`
      CREATE CONSTRAINT TRIGGER "products_catalogue_version"
      AFTER INSERT OR UPDATE OR DELETE ON "catalog"."products"
      DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION "catalog"."count_catalogue_change"()`);
    await queryRunner.query(`DROP FUNCTION "catalog"."count_catalogue_change_now"()`);
    await queryRunner.query(`DROP FUNCTION "catalog"."count_reserved_stock_change"()`);
    await queryRunner.query(`DROP SEQUENCE ${RESERVED_STOCK_SEQUENCE}`);
  }
}
