import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RESERVING_STOCK_SETTING } from './1766800000000-reserved-stock-counted-apart';
import { ReserveStockInOneCall1767100000000 } from './1767100000000-reserve-stock-in-one-call';

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
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "catalog"."reserve_stock"(order_id uuid, product_ids uuid[], quantities integer[])
      RETURNS TABLE (
        outcome text, product_id uuid, quantity integer, status text, stock integer,
        name text, sku text, image text, price text, hsn_code text, gst_rate text
      )
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        PERFORM "catalog"."lock_order_stock"(reserve_stock.order_id);

        RETURN QUERY
          SELECT 'held', r.product_id, r.quantity, r.status, p.stock,
                 p.name, p.sku, p.image, p.price::text, p.hsn_code, p.gst_rate::text
          FROM "catalog"."stock_reservations" r
          JOIN "catalog"."products" p ON p.id = r.product_id
          WHERE r.order_id = reserve_stock.order_id AND r.status <> 'released'
          ORDER BY r.product_id
          FOR UPDATE OF r;
        IF FOUND THEN RETURN; END IF;

        PERFORM 1 FROM "catalog"."products" p WHERE p.id = ANY(product_ids) ORDER BY p.id FOR UPDATE;

        RETURN QUERY
          SELECT CASE WHEN p.id IS NULL THEN 'missing' ELSE 'short' END, w.id, w.quantity, NULL::text, p.stock,
                 p.name, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text
          FROM unnest(product_ids, quantities) AS w(id, quantity)
          LEFT JOIN "catalog"."products" p ON p.id = w.id
          WHERE p.id IS NULL OR p.stock < w.quantity
          ORDER BY w.id
          LIMIT 1;
        IF FOUND THEN RETURN; END IF;

        RETURN QUERY
          WITH taken AS (
            UPDATE "catalog"."products" p SET stock = p.stock - w.quantity, updated_at = now()
            FROM unnest(product_ids, quantities) AS w(id, quantity)
            WHERE p.id = w.id
            RETURNING p.id, w.quantity, p.stock, p.name, p.sku, p.image, p.price, p.hsn_code, p.gst_rate
          ), held AS (
            INSERT INTO "catalog"."stock_reservations" (order_id, product_id, quantity, status)
            SELECT reserve_stock.order_id, taken.id, taken.quantity, 'reserved' FROM taken
            ON CONFLICT (order_id, product_id)
            DO UPDATE SET quantity = EXCLUDED.quantity, status = 'reserved', updated_at = now()
          )
          SELECT 'reserved', taken.id, taken.quantity, 'reserved', taken.stock,
                 taken.name, taken.sku, taken.image, taken.price::text, taken.hsn_code, taken.gst_rate::text
          FROM taken
          ORDER BY taken.id;
      END $$`);
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
