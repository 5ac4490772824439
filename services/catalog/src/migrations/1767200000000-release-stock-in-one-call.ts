import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RESERVING_STOCK_SETTING } from './1766800000000-reserved-stock-counted-apart';
import { ReserveStockInOneCall1767100000000 } from './1767100000000-reserve-stock-in-one-call';

/** How `reserve_stock` took the order's lock, as the migration that made it wrote it. */
const INLINE_LOCK =
  /PERFORM pg_advisory_xact_lock\(hashtextextended\(reserve_stock\.order_id::text, 7\)\),\s*set_config\('[^']+', 'on', true\);/;

/**
 * `reserve_stock` as the migration that made it defines it, taking the order's lock through
 * `lock_order_stock` instead: derived from that migration's own statement rather than restated,
 * so the function's body is written once.
 */
async function reserveStockTakingTheSharedLock(): Promise<string> {
  const statements: string[] = [];
  const recorder = { query: async (sql: string) => void statements.push(sql) } as unknown as QueryRunner;
  await new ReserveStockInOneCall1767100000000().up(recorder);
  const [created] = statements;
  if (statements.length !== 1 || !created?.includes('CREATE FUNCTION') || !INLINE_LOCK.test(created)) {
    throw new Error('reserve_stock is not defined as this migration expects');
  }
  return created
    .replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')
    .replace(INLINE_LOCK, 'PERFORM "catalog"."lock_order_stock"(reserve_stock.order_id);');
}

/**
 * An order's stock is given back by one call of `catalog.release_stock(order)` instead of a
 * transaction of a statement per line (begin, the order's lock, its lines released, each product
 * restocked, commit), and the order's lock is taken by `catalog.lock_order_stock(order)`, which
 * both `reserve_stock` and `release_stock` call: the lock's key is derived in that one place.
 *
 * The release locks the order's products in id order before it restocks them, as `reserve_stock`
 * does before it takes stock, so a release and a reserve sharing products never wait for each
 * other in a circle. It answers how many lines it gave back (0 when there was nothing held: a
 * second release, or an order never reserved). It gives back committed lines too: a cancelled
 * order restocks.
 */
export class ReleaseStockInOneCall1767200000000 implements MigrationInterface {
  name = 'ReleaseStockInOneCall1767200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."lock_order_stock"(order_id uuid) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        -- Serialises the reserves and releases of one order without touching other orders (the
        -- key is the id's canonical text), and marks the transaction as moving reserved stock, so
        -- it does not count as a catalogue change at commit: the public reads learn of it within
        -- a second instead.
        PERFORM pg_advisory_xact_lock(hashtextextended(lock_order_stock.order_id::text, 7)),
                set_config('${RESERVING_STOCK_SETTING}', 'on', true);
      END $$`);
    await queryRunner.query(await reserveStockTakingTheSharedLock());
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."release_stock"(order_id uuid) RETURNS integer
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        released integer;
      BEGIN
        PERFORM "catalog"."lock_order_stock"(release_stock.order_id);

        PERFORM 1 FROM "catalog"."products" p
        WHERE p.id IN (
          SELECT r.product_id FROM "catalog"."stock_reservations" r
          WHERE r.order_id = release_stock.order_id AND r.status <> 'released'
        )
        ORDER BY p.id
        FOR UPDATE;

        WITH freed AS (
          UPDATE "catalog"."stock_reservations" r SET status = 'released', updated_at = now()
          WHERE r.order_id = release_stock.order_id AND r.status <> 'released'
          RETURNING r.product_id, r.quantity
        ), restocked AS (
          UPDATE "catalog"."products" p SET stock = p.stock + freed.quantity, updated_at = now()
          FROM freed WHERE p.id = freed.product_id
        )
        SELECT count(*) INTO released FROM freed;
        RETURN released;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "catalog"."release_stock"(uuid)`);
    await queryRunner.query(`DROP FUNCTION "catalog"."reserve_stock"(uuid, uuid[], integer[])`);
    await new ReserveStockInOneCall1767100000000().up(queryRunner);
    await queryRunner.query(`DROP FUNCTION "catalog"."lock_order_stock"(uuid)`);
  }
}
