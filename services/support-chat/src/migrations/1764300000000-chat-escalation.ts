import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the live-agent flow needs: the customer's phone on the session (the escalation e-mail
 * names it and the job only carries the session id), and at most one active session per customer
 * so two messages sent at once cannot open two conversations.
 */
export class ChatEscalation1764300000000 implements MigrationInterface {
  name = 'ChatEscalation1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "support_chat"."chat_sessions" ADD "user_phone" text`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "chat_sessions_one_active_per_user_key" ON "support_chat"."chat_sessions" ("user_id") WHERE "status" = 'active'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "support_chat"."chat_sessions_one_active_per_user_key"`);
    await queryRunner.query(`ALTER TABLE "support_chat"."chat_sessions" DROP COLUMN "user_phone"`);
  }
}
