import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The identity schema: users (unique phone), saved addresses (one default each) and the OTP audit. */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "identity"."users" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "phone" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_phone_key" UNIQUE ("phone")
      )`);

    await queryRunner.query(`
      CREATE TABLE "identity"."addresses" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "address" text NOT NULL,
        "city" text NOT NULL,
        "state" text NOT NULL,
        "pincode" text NOT NULL,
        "is_default" smallint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "addresses_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "addresses_is_default_check" CHECK ("is_default" IN (0, 1)),
        CONSTRAINT "addresses_user_id_fkey" FOREIGN KEY ("user_id")
          REFERENCES "identity"."users" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "addresses_user_id_idx" ON "identity"."addresses" ("user_id")`);
    // At most one default address per user (isDefault 1 means default).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "addresses_one_default_per_user_idx" ON "identity"."addresses" ("user_id") WHERE "is_default" = 1`,
    );

    await queryRunner.query(`
      CREATE TABLE "identity"."otp_records" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "phone" text NOT NULL,
        "otp_hash" text NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "verified" smallint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "otp_records_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "otp_records_verified_check" CHECK ("verified" IN (0, 1))
      )`);
    await queryRunner.query(
      `CREATE INDEX "otp_records_phone_created_at_idx" ON "identity"."otp_records" ("phone", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "identity"."otp_records"`);
    await queryRunner.query(`DROP TABLE "identity"."addresses"`);
    await queryRunner.query(`DROP TABLE "identity"."users"`);
  }
}
