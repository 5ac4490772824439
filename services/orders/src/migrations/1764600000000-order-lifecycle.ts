import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order lifecycle held by the database: every status column accepts only the states in
 * contracts (order-lifecycle.ts), and `order_transitions` records who moved an order's status,
 * payment or shipping hand-off, from what to what, and when. Values written before the states
 * were fixed are normalised first (case, spelling, or derived from the order's other columns),
 * and each changed order value is recorded as a transition by the migration, so nothing moves
 * silently.
 */
export class OrderLifecycle1764600000000 implements MigrationInterface {
  name = 'OrderLifecycle1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders"."order_transitions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "field" text NOT NULL,
        "from_value" text NOT NULL,
        "to_value" text NOT NULL,
        "actor" text NOT NULL,
        "reason" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "order_transitions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "order_transitions_field_check" CHECK ("field" IN ('status', 'payment_status', 'shipping_status')),
        CONSTRAINT "order_transitions_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "order_transitions_order_id_created_at_idx" ON "orders"."order_transitions" ("order_id", "created_at")`,
    );

    const orderFixes: Record<string, string> = {
      status: `CASE
        WHEN lower(btrim(o."status")) IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled') THEN lower(btrim(o."status"))
        WHEN lower(btrim(o."status")) = 'canceled' THEN 'cancelled'
        WHEN o."delivered_at" IS NOT NULL THEN 'delivered'
        WHEN o."shipping_status" = 'submitted' OR o."awb_code" IS NOT NULL THEN 'confirmed'
        ELSE 'pending' END`,
      payment_status: `CASE
        WHEN lower(btrim(o."payment_status")) IN ('pending', 'failed', 'paid', 'cod') THEN lower(btrim(o."payment_status"))
        WHEN o."payment_method" = 'COD' THEN 'cod'
        WHEN lower(btrim(o."payment_status")) IN ('captured', 'success', 'completed') THEN 'paid'
        ELSE 'pending' END`,
      shipping_status: `CASE
        WHEN lower(btrim(o."shipping_status")) IN ('pending', 'submitted', 'failed') THEN lower(btrim(o."shipping_status"))
        WHEN o."awb_code" IS NOT NULL THEN 'submitted'
        ELSE 'pending' END`,
    };
    for (const [field, fixed] of Object.entries(orderFixes)) {
      await queryRunner.query(
        `WITH legacy AS (
           SELECT o."id", o."${field}" AS old_value, ${fixed} AS new_value
           FROM "orders"."orders" o
         ), moved AS (
           UPDATE "orders"."orders" o SET "${field}" = legacy.new_value
           FROM legacy WHERE o."id" = legacy."id" AND legacy.old_value IS DISTINCT FROM legacy.new_value
           RETURNING o."id", legacy.old_value, legacy.new_value
         )
         INSERT INTO "orders"."order_transitions" ("order_id", "field", "from_value", "to_value", "actor", "reason")
         SELECT "id", '${field}', coalesce(old_value, ''), new_value, 'system:migration', 'legacy value normalised'
         FROM moved`,
      );
    }
    await queryRunner.query(
      `UPDATE "orders"."payments" SET "status" = CASE
         WHEN lower(btrim("status")) IN ('created', 'failed', 'captured') THEN lower(btrim("status"))
         WHEN "razorpay_payment_id" IS NOT NULL THEN 'captured'
         ELSE 'created' END
       WHERE "status" NOT IN ('created', 'failed', 'captured')`,
    );
    // Unknown return states settle as rejected: making one open could break one-open-per-order.
    await queryRunner.query(
      `UPDATE "orders"."return_requests" SET "status" = CASE
         WHEN lower(btrim("status")) IN ('pending', 'approved', 'rejected', 'refunded') THEN lower(btrim("status"))
         ELSE 'rejected' END
       WHERE "status" NOT IN ('pending', 'approved', 'rejected', 'refunded')`,
    );

    await queryRunner.query(
      `ALTER TABLE "orders"."orders"
         ADD CONSTRAINT "orders_status_check" CHECK ("status" IN ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled')),
         ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'failed', 'paid', 'cod')),
         ADD CONSTRAINT "orders_shipping_status_check" CHECK ("shipping_status" IN ('pending', 'submitted', 'failed'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."payments"
         ADD CONSTRAINT "payments_status_check" CHECK ("status" IN ('created', 'failed', 'captured'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."return_requests"
         ADD CONSTRAINT "return_requests_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'refunded'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."return_requests" DROP CONSTRAINT "return_requests_status_check"`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."payments" DROP CONSTRAINT "payments_status_check"`);
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" DROP CONSTRAINT "orders_status_check",
         DROP CONSTRAINT "orders_payment_status_check", DROP CONSTRAINT "orders_shipping_status_check"`,
    );
    await queryRunner.query(`DROP TABLE "orders"."order_transitions"`);
  }
}
