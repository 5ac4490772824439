import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders schema: orders and their items, Razorpay payments, persisted carts, return requests,
 * the invoice counter per financial year, the outbox and the webhook de-duplication table.
 */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders"."orders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "idempotency_key" text NOT NULL,
        "customer_name" text NOT NULL,
        "customer_email" text NOT NULL,
        "customer_phone" text NOT NULL,
        "customer_address" text NOT NULL,
        "customer_city" text NOT NULL,
        "customer_state" text NOT NULL,
        "customer_pincode" text NOT NULL,
        "total" numeric(10,2) NOT NULL,
        "payment_method" text NOT NULL,
        "payment_id" text,
        "payment_status" text NOT NULL DEFAULT 'pending',
        "status" text NOT NULL DEFAULT 'pending',
        "shiprocket_order_id" text,
        "shipment_id" text,
        "awb_code" text,
        "courier_name" text,
        "tracking_url" text,
        "shipment_status" text,
        "shipping_status" text NOT NULL DEFAULT 'pending',
        "shipping_error" text,
        "invoice_sent" smallint NOT NULL DEFAULT 0,
        "invoice_number" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "orders_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "orders_idempotency_key_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "orders_invoice_number_key" UNIQUE ("invoice_number"),
        CONSTRAINT "orders_total_check" CHECK ("total" >= 0),
        CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" IN ('COD', 'Prepaid')),
        CONSTRAINT "orders_invoice_sent_check" CHECK ("invoice_sent" IN (0, 1))
      )`);
    await queryRunner.query(
      `CREATE INDEX "orders_user_id_created_at_idx" ON "orders"."orders" ("user_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "orders_created_at_idx" ON "orders"."orders" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "orders"."order_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "product_name" text NOT NULL,
        "product_sku" text,
        "product_image" text NOT NULL,
        "quantity" integer NOT NULL,
        "price" numeric(10,2) NOT NULL,
        "subtotal" numeric(10,2) NOT NULL,
        CONSTRAINT "order_items_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "order_items_quantity_check" CHECK ("quantity" > 0),
        CONSTRAINT "order_items_price_check" CHECK ("price" >= 0 AND "subtotal" >= 0),
        CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "order_items_order_id_idx" ON "orders"."order_items" ("order_id")`);

    await queryRunner.query(`
      CREATE TABLE "orders"."payments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "provider" text NOT NULL DEFAULT 'razorpay',
        "razorpay_order_id" text NOT NULL,
        "razorpay_payment_id" text,
        "amount" numeric(10,2) NOT NULL,
        "currency" text NOT NULL DEFAULT 'INR',
        "status" text NOT NULL DEFAULT 'created',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "payments_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "payments_razorpay_order_id_key" UNIQUE ("razorpay_order_id"),
        CONSTRAINT "payments_razorpay_payment_id_key" UNIQUE ("razorpay_payment_id"),
        CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "payments_order_id_idx" ON "orders"."payments" ("order_id")`);

    await queryRunner.query(`
      CREATE TABLE "orders"."carts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "quantity" integer NOT NULL DEFAULT 1,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "carts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "carts_user_id_product_id_key" UNIQUE ("user_id", "product_id"),
        CONSTRAINT "carts_quantity_check" CHECK ("quantity" > 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "orders"."return_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "customer_name" text NOT NULL,
        "customer_email" text NOT NULL,
        "customer_phone" text NOT NULL,
        "reason" text NOT NULL,
        "description" text,
        "status" text NOT NULL DEFAULT 'pending',
        "refund_amount" numeric(10,2),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "return_requests_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "return_requests_refund_amount_check" CHECK ("refund_amount" >= 0),
        CONSTRAINT "return_requests_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE RESTRICT
      )`);
    await queryRunner.query(
      `CREATE INDEX "return_requests_order_id_idx" ON "orders"."return_requests" ("order_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "return_requests_user_id_idx" ON "orders"."return_requests" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "return_requests_status_idx" ON "orders"."return_requests" ("status")`,
    );

    await queryRunner.query(`
      CREATE TABLE "orders"."invoice_numbers" (
        "financial_year" text NOT NULL,
        "last_number" integer NOT NULL DEFAULT 0,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "invoice_numbers_pkey" PRIMARY KEY ("financial_year"),
        CONSTRAINT "invoice_numbers_last_number_check" CHECK ("last_number" >= 0)
      )`);

    await queryRunner.query(`
      CREATE TABLE "orders"."outbox" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "topic" text NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz,
        CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
      )`);
    // The relay only ever reads what is not yet published.
    await queryRunner.query(
      `CREATE INDEX "outbox_unpublished_idx" ON "orders"."outbox" ("created_at") WHERE "published_at" IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "orders"."webhook_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider" text NOT NULL,
        "event_id" text NOT NULL,
        "event_type" text,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "webhook_events_provider_event_id_key" UNIQUE ("provider", "event_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const tables = ['webhook_events', 'outbox', 'invoice_numbers', 'return_requests', 'carts', 'payments'];
    for (const table of [...tables, 'order_items', 'orders']) {
      await queryRunner.query(`DROP TABLE "orders"."${table}"`);
    }
  }
}
