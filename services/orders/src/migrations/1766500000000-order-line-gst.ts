import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order line keeps the HSN code and GST rate it was sold at, snapshotted from catalog when
 * the order is placed. Lines written before that snapshot held none and were invoiced at the
 * shop's default then, festive articles (HSN 9505) at 18%: they keep exactly that, written out,
 * so a later change of the configured default (DEFAULT_HSN, DEFAULT_GST_RATE) or of the
 * product never changes an invoice already issued. The columns stay nullable for pods of the
 * previous release, which fall back to the same default.
 */
export class OrderLineGst1766500000000 implements MigrationInterface {
  name = 'OrderLineGst1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "orders"."order_items"
      SET "hsn_code" = COALESCE("hsn_code", '9505'), "gst_rate" = COALESCE("gst_rate", 18)
      WHERE "hsn_code" IS NULL OR "gst_rate" IS NULL`);
  }

  async down(): Promise<void> {
    // Nothing to undo: the values written are the ones these lines were invoiced at.
  }
}
