import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and the shop's decision on returns: `refunds` holds every refund of an order (through
 * Razorpay, or paid by hand for cash on delivery) with its settlement; a return request records
 * where a COD refund goes, why it was rejected and when it was decided; a payment refunded in full
 * moves to `refunded`.
 */
export class RefundsAndReturnDecisions1764800000000 implements MigrationInterface {
  name = 'RefundsAndReturnDecisions1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders"."refunds" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "return_request_id" uuid,
        "payment_id" uuid,
        "amount" numeric(10,2) NOT NULL,
        "method" text NOT NULL,
        "reason" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "razorpay_refund_id" text,
        "reference" text,
        "failure_reason" text,
        "actor" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        "processed_at" timestamptz,
        CONSTRAINT "refunds_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "refunds_amount_check" CHECK ("amount" > 0),
        CONSTRAINT "refunds_method_check" CHECK ("method" IN ('razorpay', 'manual')),
        CONSTRAINT "refunds_reason_check" CHECK ("reason" IN ('cancellation', 'return', 'late-payment')),
        CONSTRAINT "refunds_status_check" CHECK ("status" IN ('pending', 'processed', 'failed')),
        CONSTRAINT "refunds_razorpay_refund_id_key" UNIQUE ("razorpay_refund_id"),
        CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE RESTRICT,
        CONSTRAINT "refunds_return_request_id_fkey" FOREIGN KEY ("return_request_id")
          REFERENCES "orders"."return_requests" ("id") ON DELETE RESTRICT,
        CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id")
          REFERENCES "orders"."payments" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX "refunds_order_id_idx" ON "orders"."refunds" ("order_id")`);
    // One refund per cause: a cancellation refunds an order once, a late payment that payment once,
    // a return that return once (a failed refund does not count: it may be tried again).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refunds_one_per_cancellation" ON "orders"."refunds" ("order_id")
       WHERE "reason" = 'cancellation' AND "status" <> 'failed'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refunds_one_per_late_payment" ON "orders"."refunds" ("payment_id")
       WHERE "reason" = 'late-payment' AND "status" <> 'failed'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "refunds_one_per_return" ON "orders"."refunds" ("return_request_id")
       WHERE "return_request_id" IS NOT NULL AND "status" <> 'failed'`,
    );

    await queryRunner.query(
      `ALTER TABLE "orders"."return_requests"
         ADD "refund_to" text,
         ADD "decision_reason" text,
         ADD "decided_at" timestamptz,
         ADD "decided_by" text`,
    );

    await queryRunner.query(
      `ALTER TABLE "orders"."orders" DROP CONSTRAINT "orders_payment_status_check",
         ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'failed', 'paid', 'refunded', 'cod'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" DROP CONSTRAINT "orders_payment_status_check",
         ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'failed', 'paid', 'cod'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."return_requests"
         DROP COLUMN "refund_to", DROP COLUMN "decision_reason", DROP COLUMN "decided_at", DROP COLUMN "decided_by"`,
    );
    await queryRunner.query(`DROP TABLE "orders"."refunds"`);
  }
}
