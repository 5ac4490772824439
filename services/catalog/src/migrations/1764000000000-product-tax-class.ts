import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A product's GST classification for the tax invoice (CGST Rule 46): its HSN code and GST rate
 * in percent. Both stay null until someone classifies the product; orders then applies the
 * shop's configured default (DEFAULT_HSN, DEFAULT_GST_RATE).
 */
export class ProductTaxClass1764000000000 implements MigrationInterface {
  name = 'ProductTaxClass1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "catalog"."products" ADD "hsn_code" text`);
    await queryRunner.query(`ALTER TABLE "catalog"."products" ADD "gst_rate" numeric(5,2)`);
    await queryRunner.query(`
      ALTER TABLE "catalog"."products"
        ADD CONSTRAINT "products_hsn_code_check" CHECK ("hsn_code" ~ '^[0-9]{4,8}$'),
        ADD CONSTRAINT "products_gst_rate_check" CHECK ("gst_rate" >= 0 AND "gst_rate" <= 28)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "catalog"."products"
        DROP CONSTRAINT "products_gst_rate_check",
        DROP CONSTRAINT "products_hsn_code_check",
        DROP COLUMN "gst_rate",
        DROP COLUMN "hsn_code"`);
  }
}
