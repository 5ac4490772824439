import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message being sent is claimed on its row until `sending_until`, instead of being held locked
 * by an open transaction while the provider answers: a slow SMS provider no longer keeps a
 * database connection per message in flight. A nullable column without a default: adding it
 * rewrites nothing.
 */
export class NotificationClaims1766700000000 implements MigrationInterface {
  name = 'NotificationClaims1766700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."notifications" ADD "sending_until" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."notifications" DROP COLUMN "sending_until"`);
  }
}
