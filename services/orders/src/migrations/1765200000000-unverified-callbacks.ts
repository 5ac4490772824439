import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Razorpay's redirect callback reports a failed attempt without a signature, so anyone can post
 * one. The shop no longer acts on it (the signed webhook payment.failed does); it keeps each such
 * callback here, with the request id of its log lines and the order it claims to be about, for
 * support and for spotting probes. Additive; pods of the previous release never read it.
 */
export class UnverifiedCallbacks1765200000000 implements MigrationInterface {
  name = 'UnverifiedCallbacks1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "orders"."unverified_callbacks" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "provider" text NOT NULL,
        "request_id" text NOT NULL,
        "claimed_order_id" text,
        "error_code" text,
        "origin" text,
        "received_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "unverified_callbacks_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "unverified_callbacks_claimed_order_idx" ON "orders"."unverified_callbacks" ("claimed_order_id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "orders"."unverified_callbacks"`);
  }
}
