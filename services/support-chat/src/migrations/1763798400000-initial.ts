import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The support_chat schema: conversations and their messages. */
export class Initial1763798400000 implements MigrationInterface {
  name = 'Initial1763798400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "support_chat"."chat_sessions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "user_email" text NOT NULL,
        "user_name" text NOT NULL,
        "live_agent_requested" smallint NOT NULL DEFAULT 0,
        "live_agent_notified" smallint NOT NULL DEFAULT 0,
        "status" text NOT NULL DEFAULT 'active',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "chat_sessions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "chat_sessions_flags_check"
          CHECK ("live_agent_requested" IN (0, 1) AND "live_agent_notified" IN (0, 1))
      )`);
    await queryRunner.query(
      `CREATE INDEX "chat_sessions_user_id_created_at_idx" ON "support_chat"."chat_sessions" ("user_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "support_chat"."chat_messages" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "session_id" uuid NOT NULL,
        "role" text NOT NULL,
        "content" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "chat_messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "chat_messages_role_check" CHECK ("role" IN ('user', 'assistant')),
        CONSTRAINT "chat_messages_session_id_fkey" FOREIGN KEY ("session_id")
          REFERENCES "support_chat"."chat_sessions" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "chat_messages_session_id_created_at_idx" ON "support_chat"."chat_messages" ("session_id", "created_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "support_chat"."chat_messages"`);
    await queryRunner.query(`DROP TABLE "support_chat"."chat_sessions"`);
  }
}
