import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The PostgreSQL channel each counted catalogue change is announced on (`<epoch>:<version>`). */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

/**
 * Announces every counted catalogue change: `count_catalogue_change()` also NOTIFYs the new
 * version, which PostgreSQL delivers only when the counting transaction commits (never for one
 * rolled back). The catalog service relays it to the dev gateway, which answers the public reads
 * from memory while it knows the version is current (public-reads/catalogue-version-publisher.ts).
 *
 * `epoch` names this row's life: a database made afresh or restored from a dump of another has
 * another one, so a listener that knew a higher count from before does not take the lower one
 * for an old message and keep answers of a catalogue that no longer exists.
 */
export class CatalogueVersionNotify1765600000000 implements MigrationInterface {
  name = 'CatalogueVersionNotify1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "catalog"."catalogue_version" ADD "epoch" uuid NOT NULL DEFAULT gen_random_uuid()`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "catalog"."count_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        counted text;
      BEGIN
        UPDATE "catalog"."catalogue_version"
        SET "version" = "version" + 1, "counted_by" = pg_current_xact_id()
        WHERE "id" = 1 AND "counted_by" IS DISTINCT FROM pg_current_xact_id()
        RETURNING "epoch"::text || ':' || "version"::text INTO counted;
        IF counted IS NOT NULL THEN
          PERFORM pg_notify('${CATALOGUE_VERSION_CHANNEL}', counted);
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "catalog"."count_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "catalog"."catalogue_version"
        SET "version" = "version" + 1, "counted_by" = pg_current_xact_id()
        WHERE "id" = 1 AND "counted_by" IS DISTINCT FROM pg_current_xact_id();
        RETURN NULL;
      END $$`);
    await queryRunner.query(`ALTER TABLE "catalog"."catalogue_version" DROP COLUMN "epoch"`);
  }
}
