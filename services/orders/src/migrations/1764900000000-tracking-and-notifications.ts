import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shipment's history and the messages sent about an order. `tracking_events` keeps every
 * Shiprocket tracking report as it came (the order keeps only the latest status), with the stage
 * of the timeline it belongs to (contracts tracking.ts). `notifications` is the record of each SMS
 * or e-mail sent for an order, one row per order, kind, channel and reference: a job checks it
 * before sending and writes it after, so a redelivered job sends nothing twice.
 */
export class TrackingAndNotifications1764900000000 implements MigrationInterface {
  name = 'TrackingAndNotifications1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders"."tracking_events" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "awb" text NOT NULL,
        "status" text NOT NULL,
        "stage" text,
        "location" text,
        "activity" text,
        "event_time" timestamptz NOT NULL,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "tracking_events_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tracking_events_stage_check"
          CHECK ("stage" IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'rto')),
        CONSTRAINT "tracking_events_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "tracking_events_order_id_event_time_idx" ON "orders"."tracking_events" ("order_id", "event_time")`,
    );

    await queryRunner.query(`
      CREATE TABLE "orders"."notifications" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "channel" text NOT NULL,
        "ref" text NOT NULL DEFAULT '',
        "sent_at" timestamptz,
        "provider_message_id" text,
        "failed_at" timestamptz,
        "error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "notifications_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('confirmed', 'shipped', 'delivered', 'refunded')),
        CONSTRAINT "notifications_channel_check" CHECK ("channel" IN ('sms', 'email')),
        CONSTRAINT "notifications_order_id_kind_channel_ref_key" UNIQUE ("order_id", "kind", "channel", "ref"),
        CONSTRAINT "notifications_order_id_fkey" FOREIGN KEY ("order_id")
          REFERENCES "orders"."orders" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "orders"."notifications"`);
    await queryRunner.query(`DROP TABLE "orders"."tracking_events"`);
  }
}
