import type { MigrationInterface, QueryRunner } from 'typeorm';
import { officialStateName } from '@festive/contracts';

/**
 * Saved addresses were typed with a free-text state ("maharashtra", "Orissa", "New Delhi"); new
 * ones must name one of India's 36 states and union territories. Each saved state that is a
 * known spelling of one is rewritten to the official name, so choosing the address at checkout
 * passes the new rule. A state that names none is left as it was: reads accept any text and the
 * checkout asks the shopper to pick the state when they use that address. Orders keep the state
 * they were placed with. Data only; the previous release reads the rewritten names as before.
 */
export class OfficialStateNames1766100000000 implements MigrationInterface {
  name = 'OfficialStateNames1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query(`SELECT DISTINCT "state" FROM "identity"."addresses"`)) as {
      state: string;
    }[];
    for (const { state } of rows) {
      const official = officialStateName(state);
      if (official && official !== state) {
        await queryRunner.query(`UPDATE "identity"."addresses" SET "state" = $1 WHERE "state" = $2`, [
          official,
          state,
        ]);
      }
    }
  }

  async down(): Promise<void> {
    // The spellings replaced were not kept; the official names read fine in the old release.
  }
}
