import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RESERVING_STOCK_SETTING } from './1766800000000-reserved-stock-counted-apart';

/**
 * An order's stock is held by one call of `catalog.reserve_stock(order, products, quantities)`
 * instead of a transaction of five statements sent one by one (begin, the order's lock, its held
 * lines, the stock taken, commit): each was a round trip and a wake-up of a backend, per order.
 *
 * A function, not one statement with CTEs: a statement reads from a snapshot taken before it
 * waits for the order's lock, so a retry racing the first call would not see the lines the first
 * one held and would take the stock again. In a function each statement reads afresh.
 *
 * Rows answered, `outcome` first:
 * - `held`: the order already holds these lines (a retry); nothing moved, the caller compares
 *   them with what it asked for.
 * - `missing` or `short`: the first line, by product id, whose product does not exist or has too
 *   little stock (`stock` is what there is); nothing moved.
 * - `reserved`: every line taken and held, one row each, by product id.
 * Products are locked in id order, as before, so two orders of several lines never deadlock.
 */
export class ReserveStockInOneCall1767100000000 implements MigrationInterface {
  name = 'ReserveStockInOneCall1767100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "catalog"."reserve_stock"(order_id uuid, product_ids uuid[], quantities integer[])
      RETURNS TABLE (
        outcome text, product_id uuid, quantity integer, status text, stock integer,
        name text, sku text, image text, price text, hsn_code text, gst_rate text
      )
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      BEGIN
        -- The same key the release takes (the order id as text), and the setting that keeps this
        -- stock move from counting as a catalogue change at commit.
        PERFORM pg_advisory_xact_lock(hashtextextended(reserve_stock.order_id::text, 7)),
                set_config('${RESERVING_STOCK_SETTING}', 'on', true);

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
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "catalog"."reserve_stock"(uuid, uuid[], integer[])`);
  }
}
