import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The storefront pages through the catalogue newest first (created_at DESC, name, id) with a
 * keyset cursor: this index serves that order and every "after this row" range, so a page
 * costs the same at any depth. It supersedes the plain created_at index. The filters already
 * have theirs from the initial migration: btree on occasion, GIN on tags, trigram GIN on
 * lower(name).
 */
export class StorefrontListingIndex1763900000000 implements MigrationInterface {
  name = 'StorefrontListingIndex1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "products_listing_idx" ON "catalog"."products" ("created_at" DESC, "name", "id")`,
    );
    await queryRunner.query(`DROP INDEX "catalog"."products_created_at_idx"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "products_created_at_idx" ON "catalog"."products" ("created_at")`);
    await queryRunner.query(`DROP INDEX "catalog"."products_listing_idx"`);
  }
}
