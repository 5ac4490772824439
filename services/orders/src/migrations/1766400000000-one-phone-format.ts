import type { MigrationInterface, QueryRunner } from 'typeorm';
import { parsePhone } from '@festive/contracts';

const TABLES = ['"orders"."orders"', '"orders"."return_requests"'];

/**
 * One phone format: orders kept the phone as the shopper typed it (9620183843 on one order,
 * +919620183843 on the next), while identity kept E.164. Every stored customer phone becomes its
 * E.164 form (+919620183843), the form every request now arrives in. A phone no rule reads is
 * left as it was. The order desk's phone index (last 10 digits) reads both forms alike. Data
 * only; the previous release reads E.164 phones as before.
 */
export class OnePhoneFormat1766400000000 implements MigrationInterface {
  name = 'OnePhoneFormat1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      const rows = (await queryRunner.query(
        `SELECT DISTINCT "customer_phone" AS "phone" FROM ${table} WHERE "customer_phone" !~ '^\\+[1-9][0-9]{9,14}$'`,
      )) as { phone: string }[];
      const from: string[] = [];
      const to: string[] = [];
      for (const { phone } of rows) {
        const canonical = parsePhone(phone);
        if (!canonical || canonical === phone) continue;
        from.push(phone);
        to.push(canonical);
      }
      if (from.length === 0) continue;
      await queryRunner.query(
        `UPDATE ${table} t SET "customer_phone" = m."canonical"
         FROM unnest($1::text[], $2::text[]) AS m("old", "canonical")
         WHERE t."customer_phone" = m."old"`,
        [from, to],
      );
    }
  }

  async down(): Promise<void> {
    // The typed spellings are gone; E.164 reads the same in the previous release.
  }
}
