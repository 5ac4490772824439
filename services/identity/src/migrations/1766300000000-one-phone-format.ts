import type { MigrationInterface, QueryRunner } from 'typeorm';
import { parsePhone } from '@festive/contracts';

/**
 * One phone format: every stored phone becomes its E.164 form (+919620183843), the form every
 * request now arrives in, so a shopper typed once as 9620183843 and once as +91 96201 83843 is
 * one user, one OTP history. A user row whose converted phone another row already holds keeps its
 * old text (merging accounts is not a migration's call); a phone no rule reads is left as it was.
 *
 * And when a user's phone was last proved by a code (`phone_verified_at`): the checkout trusts a
 * phone verified within TRUSTED_PHONE_DAYS. Existing users get the time of their last verified
 * code from the OTP audit, when there is one.
 */
export class OnePhoneFormat1766300000000 implements MigrationInterface {
  name = 'OnePhoneFormat1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await canonicalise(queryRunner, '"identity"."otp_records"', false);
    await canonicalise(queryRunner, '"identity"."users"', true);
    await queryRunner.query(`ALTER TABLE "identity"."users" ADD "phone_verified_at" timestamptz`);
    await queryRunner.query(`
      UPDATE "identity"."users" u SET "phone_verified_at" = v."at"
      FROM (
        SELECT "phone", max("created_at") AS "at" FROM "identity"."otp_records"
        WHERE "verified" = 1 GROUP BY "phone"
      ) v
      WHERE v."phone" = u."phone"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The phones stay in their E.164 form: the previous release reads it as before.
    await queryRunner.query(`ALTER TABLE "identity"."users" DROP COLUMN "phone_verified_at"`);
  }
}

/** Rewrites each phone of `table` that is not yet E.164 to its E.164 form, in one statement. */
async function canonicalise(queryRunner: QueryRunner, table: string, unique: boolean): Promise<void> {
  const rows = (await queryRunner.query(
    `SELECT DISTINCT "phone" FROM ${table} WHERE "phone" !~ '^\\+[1-9][0-9]{9,14}$'`,
  )) as { phone: string }[];
  const from: string[] = [];
  const to: string[] = [];
  const taken = new Set<string>();
  for (const { phone } of rows) {
    const canonical = parsePhone(phone);
    if (!canonical || canonical === phone) continue;
    // Two old spellings of one phone in a unique column: only the first is converted.
    if (unique && taken.has(canonical)) continue;
    taken.add(canonical);
    from.push(phone);
    to.push(canonical);
  }
  if (from.length === 0) return;
  await queryRunner.query(
    `UPDATE ${table} t SET "phone" = m."canonical"
     FROM unnest($1::text[], $2::text[]) AS m("old", "canonical")
     WHERE t."phone" = m."old"${
       unique ? ` AND NOT EXISTS (SELECT 1 FROM ${table} o WHERE o."phone" = m."canonical")` : ''
     }`,
    [from, to],
  );
}
