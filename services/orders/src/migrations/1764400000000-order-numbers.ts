import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order number people see and say (FG-100040): a number from a sequence, given by the
 * database to every stored order. Orders placed before it are numbered in the order they were
 * placed; the sequence goes on after the last of them. The sequence and its default follow
 * TypeORM's naming for an increment column, so the entity's `@Generated('increment')` matches.
 * Additive: pods of the previous release insert without the column and get a number all the same.
 */
export class OrderNumbers1764400000000 implements MigrationInterface {
  name = 'OrderNumbers1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE SEQUENCE "orders"."orders_order_number_seq" AS integer START WITH 100001 MINVALUE 1`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."orders" ADD "order_number" integer`);
    await queryRunner.query(
      `UPDATE "orders"."orders" AS o SET "order_number" = numbered.n
       FROM (SELECT "id", 100000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders"."orders") AS numbered
       WHERE o."id" = numbered."id"`,
    );
    // The next number follows the last one given above (100001 on an empty table).
    await queryRunner.query(
      `SELECT setval('"orders"."orders_order_number_seq"', COALESCE(MAX("order_number"), 100000) + 1, false)
       FROM "orders"."orders"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" ALTER COLUMN "order_number" SET DEFAULT nextval('"orders"."orders_order_number_seq"')`,
    );
    await queryRunner.query(`ALTER TABLE "orders"."orders" ALTER COLUMN "order_number" SET NOT NULL`);
    await queryRunner.query(
      `ALTER SEQUENCE "orders"."orders_order_number_seq" OWNED BY "orders"."orders"."order_number"`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders"."orders" ADD CONSTRAINT "orders_order_number_key" UNIQUE ("order_number")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders"."orders" DROP CONSTRAINT "orders_order_number_key"`);
    // Dropping the column drops the sequence it owns.
    await queryRunner.query(`ALTER TABLE "orders"."orders" DROP COLUMN "order_number"`);
  }
}
