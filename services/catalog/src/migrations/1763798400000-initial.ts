import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalog schema: categories, products, carousel images, the currency (seeded with the
 * spec's default) and stock reservations, plus the marker table of the demo seed.
 */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Product search matches a substring of the name: a trigram index serves ILIKE.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);

    await queryRunner.query(`
      CREATE TABLE "catalog"."categories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "type" text NOT NULL,
        "emoji" text,
        "items" text array NOT NULL DEFAULT '{}',
        "order" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "categories_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "categories_type_name_key" UNIQUE ("type", "name"),
        CONSTRAINT "categories_type_check" CHECK ("type" IN ('festival', 'special_occasion'))
      )`);
    await queryRunner.query(
      `CREATE INDEX "categories_type_order_idx" ON "catalog"."categories" ("type", "order")`,
    );

    await queryRunner.query(`
      CREATE TABLE "catalog"."products" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "sku" text,
        "name" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "price" numeric(10,2) NOT NULL,
        "image" text NOT NULL,
        "images" text array,
        "category" text NOT NULL,
        "subcategory" text,
        "tags" text array,
        "occasion" text NOT NULL,
        "stock" integer NOT NULL DEFAULT 0,
        "size_options" text,
        "color" text,
        "material" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "products_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "products_sku_key" UNIQUE ("sku"),
        CONSTRAINT "products_price_check" CHECK ("price" >= 0),
        CONSTRAINT "products_stock_check" CHECK ("stock" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "products_category_idx" ON "catalog"."products" ("category")`);
    await queryRunner.query(`CREATE INDEX "products_occasion_idx" ON "catalog"."products" ("occasion")`);
    await queryRunner.query(`CREATE INDEX "products_created_at_idx" ON "catalog"."products" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "products_tags_idx" ON "catalog"."products" USING gin ("tags")`);
    await queryRunner.query(
      `CREATE INDEX "products_name_trgm_idx" ON "catalog"."products" USING gin (lower("name") public.gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE "catalog"."carousel_images" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "image" text NOT NULL,
        "title" text,
        "description" text,
        "image_width" integer NOT NULL,
        "image_height" integer NOT NULL,
        "order" integer NOT NULL DEFAULT 0,
        "button_text" text,
        "button_link" text,
        "button_type" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "carousel_images_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "carousel_images_order_idx" ON "catalog"."carousel_images" ("order")`,
    );

    await queryRunner.query(`
      CREATE TABLE "catalog"."currency" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "country_code" text NOT NULL,
        "rate" numeric(12,6) NOT NULL,
        "symbol" text NOT NULL,
        "code" text NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "currency_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "currency_single_row_idx" ON "catalog"."currency" ((true))`);
    // The spec's default currency: IN, 1, ₹, INR.
    await queryRunner.query(
      `INSERT INTO "catalog"."currency" ("country_code", "rate", "symbol", "code") VALUES ('IN', 1, '₹', 'INR')`,
    );

    await queryRunner.query(`
      CREATE TABLE "catalog"."stock_reservations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "quantity" integer NOT NULL,
        "status" text NOT NULL DEFAULT 'reserved',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "stock_reservations_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "stock_reservations_order_product_key" UNIQUE ("order_id", "product_id"),
        CONSTRAINT "stock_reservations_quantity_check" CHECK ("quantity" > 0),
        CONSTRAINT "stock_reservations_status_check" CHECK ("status" IN ('reserved', 'committed', 'released')),
        CONSTRAINT "stock_reservations_product_id_fkey" FOREIGN KEY ("product_id")
          REFERENCES "catalog"."products" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "stock_reservations_status_created_at_idx" ON "catalog"."stock_reservations" ("status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "stock_reservations_product_id_idx" ON "catalog"."stock_reservations" ("product_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "catalog"."seed_runs" (
        "name" text NOT NULL,
        "applied_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "seed_runs_pkey" PRIMARY KEY ("name")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'seed_runs',
      'stock_reservations',
      'currency',
      'carousel_images',
      'products',
      'categories',
    ]) {
      await queryRunner.query(`DROP TABLE "catalog"."${table}"`);
    }
  }
}
