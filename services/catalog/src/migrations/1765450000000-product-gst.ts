import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * The defaults as they stood when this migration was written (contracts gst.ts
 * SUBCATEGORY_TAX_CLASSES and DEFAULT_TAX_CLASS); written out here so a later change of the
 * defaults never changes what this migration did.
 */
const SUBCATEGORY_DEFAULTS: [subcategory: string, hsnCode: string, gstRate: number][] = [
  ['Gift Hampers', '9505', 18],
  ['Chocolates & Sweets', '2106', 5],
  ['Home & Decor', '6913', 12],
  ['Personalized', '4420', 12],
];
const FALLBACK = { hsnCode: '9505', gstRate: 18 };

/** A CASE over the product's subcategory (else its category, as older products file it). */
function bySubcategory(pick: (row: (typeof SUBCATEGORY_DEFAULTS)[number]) => string): string {
  const branches = SUBCATEGORY_DEFAULTS.map((row) => `WHEN '${row[0]}' THEN ${pick(row)}`).join(' ');
  return `CASE btrim(COALESCE(NULLIF("subcategory", ''), "category")) ${branches}`;
}

/**
 * Every product has an HSN code and a GST rate (one of the slabs 0, 5, 12, 18, 28): products
 * that had none (or a rate off the slabs) get their subcategory's default, the column defaults
 * are the shop's general festive-articles class for writers that say nothing, and both columns
 * are required from now on.
 */
export class ProductGst1765450000000 implements MigrationInterface {
  name = 'ProductGst1765450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const hsn = `${bySubcategory(([, code]) => `'${code}'`)} ELSE '${FALLBACK.hsnCode}' END`;
    const rate = `${bySubcategory(([, , gst]) => String(gst))} ELSE ${FALLBACK.gstRate} END`;
    await queryRunner.query(`
      UPDATE "catalog"."products" SET
        "hsn_code" = COALESCE("hsn_code", ${hsn}),
        "gst_rate" = CASE WHEN "gst_rate" IN (0, 5, 12, 18, 28) THEN "gst_rate" ELSE ${rate} END
      WHERE "hsn_code" IS NULL OR "gst_rate" IS NULL OR "gst_rate" NOT IN (0, 5, 12, 18, 28)`);
    // The catalogue-version trigger is deferred to commit; the table cannot be altered while
    // its events wait, so they are counted now (the version still moves once).
    await queryRunner.query(`SET CONSTRAINTS "catalog"."products_catalogue_version" IMMEDIATE`);
    await queryRunner.query(`
      ALTER TABLE "catalog"."products"
        DROP CONSTRAINT "products_gst_rate_check",
        ADD CONSTRAINT "products_gst_rate_check" CHECK ("gst_rate" IN (0, 5, 12, 18, 28)),
        ALTER COLUMN "hsn_code" SET DEFAULT '${FALLBACK.hsnCode}',
        ALTER COLUMN "hsn_code" SET NOT NULL,
        ALTER COLUMN "gst_rate" SET DEFAULT ${FALLBACK.gstRate},
        ALTER COLUMN "gst_rate" SET NOT NULL`);
    await queryRunner.query(`SET CONSTRAINTS "catalog"."products_catalogue_version" DEFERRED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "catalog"."products"
        ALTER COLUMN "gst_rate" DROP NOT NULL,
        ALTER COLUMN "gst_rate" DROP DEFAULT,
        ALTER COLUMN "hsn_code" DROP NOT NULL,
        ALTER COLUMN "hsn_code" DROP DEFAULT,
        DROP CONSTRAINT "products_gst_rate_check",
        ADD CONSTRAINT "products_gst_rate_check" CHECK ("gst_rate" >= 0 AND "gst_rate" <= 28)`);
  }
}
