import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin schema: the sign-in audit (the admin password and rate limits live in config and Redis). */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "admin"."admin_sign_ins" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "ip" text NOT NULL,
        "success" boolean NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "admin_sign_ins_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "admin_sign_ins_created_at_idx" ON "admin"."admin_sign_ins" ("created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin"."admin_sign_ins"`);
  }
}
