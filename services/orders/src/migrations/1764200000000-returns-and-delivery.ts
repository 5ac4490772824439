import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Return requests from the account page: when the parcel was delivered (the return window
 * counts from it) and at most one open request per order, enforced by the database so two
 * requests sent at the same moment can never both be stored.
 */
export class ReturnsAndDelivery1764200000000 implements MigrationInterface {
  name = 'ReturnsAndDelivery1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."orders" ADD "delivered_at" timestamptz`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "return_requests_one_open_per_order" ON "orders"."return_requests" ("order_id")
       WHERE "status" IN ('pending', 'approved')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "orders"."return_requests_one_open_per_order"`);
    await queryRunner.query(`ALTER TABLE "orders"."orders" DROP COLUMN "delivered_at"`);
  }
}
