import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the order pipeline keeps beyond the initial schema: the fingerprint of the request an
 * idempotency key was first used with, when the tax invoice was issued, and each line's GST
 * classification as it was when ordered (the invoice must show the rate of the day of supply).
 */
export class OrderPipeline1764000000000 implements MigrationInterface {
  name = 'OrderPipeline1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."orders" ADD "request_hash" text`);
    await queryRunner.query(`ALTER TABLE "orders"."orders" ADD "invoice_issued_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "orders"."order_items" ADD "hsn_code" text`);
    await queryRunner.query(`ALTER TABLE "orders"."order_items" ADD "gst_rate" numeric(5,2)`);
    // Tracking webhooks find their order by AWB.
    await queryRunner.query(
      `CREATE INDEX "orders_awb_code_idx" ON "orders"."orders" ("awb_code") WHERE "awb_code" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders"."orders_awb_code_idx"`);
    await queryRunner.query(`ALTER TABLE "orders"."order_items" DROP COLUMN "gst_rate"`);
    await queryRunner.query(`ALTER TABLE "orders"."order_items" DROP COLUMN "hsn_code"`);
    await queryRunner.query(`ALTER TABLE "orders"."orders" DROP COLUMN "invoice_issued_at"`);
    await queryRunner.query(`ALTER TABLE "orders"."orders" DROP COLUMN "request_hash"`);
  }
}
