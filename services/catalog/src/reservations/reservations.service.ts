import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  Reservation,
  ReservationChange,
  ReservationsCommitted,
  ReservedLine,
  ReserveStockRequest,
  StockShortage,
} from '@festive/contracts';
import { preparedQuery } from '@festive/server-kit';
import { DataSource } from 'typeorm';
import { RESERVING_STOCK_SETTING } from '../migrations/1766800000000-reserved-stock-counted-apart';
import { inTransaction, type Sql } from './reservation-sql';

/** A line that cannot be held: answered 409 with the stock there is (contracts stockShortageSchema). */
export class StockShortageError extends Error {
  constructor(readonly shortage: StockShortage) {
    super(shortage.message);
  }
}

interface ProductRow {
  id: string;
  name: string;
  sku: string | null;
  image: string;
  price: string;
  hsn_code: string | null;
  gst_rate: string | null;
}

interface HeldRow {
  product_id: string;
  quantity: number;
  status: 'reserved' | 'committed' | 'released';
}

const PRODUCT_COLUMNS = 'id, name, sku, image, price::text AS price, hsn_code, gst_rate::text AS gst_rate';

const toLine = (product: ProductRow, quantity: number): ReservedLine => ({
  productId: product.id,
  quantity,
  name: product.name,
  sku: product.sku,
  image: product.image,
  price: product.price,
  hsnCode: product.hsn_code,
  gstRate: product.gst_rate,
});

/**
 * Step 1 of the order saga: stock for every line of an order is held in one
 * transaction, or none is. Every call is keyed by the order id and idempotent, because orders
 * retries and compensates over an unreliable network.
 */
@Injectable()
export class ReservationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async reserve({ orderId, lines }: ReserveStockRequest): Promise<Reservation> {
    const ids = lines.map((line) => line.productId);
    if (new Set(ids).size !== ids.length) {
      throw new BadRequestException('lines: each product may appear only once');
    }
    // Always lock products in the same order so two multi-line orders never deadlock.
    const sorted = [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
    return inTransaction(this.dataSource, async (sql) => {
      await lockOrder(sql, orderId);
      const held = (await heldLines(sql, orderId)).filter((row) => row.status !== 'released');
      if (held.length > 0) return this.alreadyHeld(sql, orderId, held, sorted);
      const reserved: ReservedLine[] = [];
      for (const line of sorted) {
        // The stock taken and the line held in one statement: the hold is written only when the
        // stock was there.
        const [product] = await sql<ProductRow>(
          `WITH taken AS (
             UPDATE catalog.products SET stock = stock - $2, updated_at = now()
             WHERE id = $1 AND stock >= $2 RETURNING ${PRODUCT_COLUMNS}
           ), held AS (
             INSERT INTO catalog.stock_reservations (order_id, product_id, quantity, status)
             SELECT $3, id, $2, 'reserved' FROM taken
             ON CONFLICT (order_id, product_id)
             DO UPDATE SET quantity = EXCLUDED.quantity, status = 'reserved', updated_at = now()
           )
           SELECT * FROM taken`,
          [line.productId, line.quantity, orderId],
        );
        if (!product) throw await shortage(sql, line.productId, line.quantity);
        reserved.push(toLine(product, line.quantity));
      }
      return { orderId, status: 'reserved', lines: reserved };
    });
  }

  /** Gives held stock back (reserved or committed lines alike: a cancelled order restocks). */
  release(orderId: string): Promise<ReservationChange> {
    return inTransaction(this.dataSource, async (sql) => {
      await lockOrder(sql, orderId);
      const released = await sql<{ product_id: string; quantity: number }>(
        `UPDATE catalog.stock_reservations SET status = 'released', updated_at = now()
         WHERE order_id = $1 AND status <> 'released' RETURNING product_id, quantity`,
        [orderId],
      );
      for (const line of released) {
        await sql(`UPDATE catalog.products SET stock = stock + $2, updated_at = now() WHERE id = $1`, [
          line.product_id,
          line.quantity,
        ]);
      }
      return { orderId, changed: released.length };
    });
  }

  /**
   * The order was written: its stock is sold, and the reaper must leave it alone. One statement,
   * without the order's lock: its lines exist by the time the order is written, and a release
   * under way holds their rows, so this waits for it and then finds them released.
   */
  async commit(orderId: string): Promise<ReservationChange> {
    const { count } = await preparedQuery(
      this.dataSource.manager,
      `UPDATE catalog.stock_reservations SET status = 'committed', updated_at = now()
       WHERE order_id = $1 AND status = 'reserved'`,
      [orderId],
    );
    return { orderId, changed: count };
  }

  /** `commit` for several orders at once, in one statement. */
  async commitMany(orderIds: string[]): Promise<ReservationsCommitted> {
    const { count } = await preparedQuery(
      this.dataSource.manager,
      `UPDATE catalog.stock_reservations SET status = 'committed', updated_at = now()
       WHERE order_id = ANY($1::uuid[]) AND status = 'reserved'`,
      [orderIds],
    );
    return { changed: count };
  }

  /** Orders whose stock has been held, unconfirmed, for longer than the given minutes. */
  async stale(olderThanMinutes: number, limit: number): Promise<string[]> {
    const rows: { order_id: string }[] = await this.dataSource.query(
      `SELECT order_id FROM catalog.stock_reservations
       WHERE status = 'reserved' AND created_at < now() - make_interval(mins => $1)
       GROUP BY order_id ORDER BY min(created_at) LIMIT $2`,
      [olderThanMinutes, limit],
    );
    return rows.map((row) => row.order_id);
  }

  /** The same order asked again (a retry): the answer it got the first time, nothing held twice. */
  private async alreadyHeld(
    sql: Sql,
    orderId: string,
    held: HeldRow[],
    wanted: ReserveStockRequest['lines'],
  ): Promise<Reservation> {
    const same =
      held.length === wanted.length &&
      wanted.every((line) =>
        held.some((row) => row.product_id === line.productId && row.quantity === line.quantity),
      );
    if (!same) throw new ConflictException('Stock is already held for this order with other lines');
    const products = await sql<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM catalog.products WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [held.map((row) => row.product_id)],
    );
    const lines = products.map((product) =>
      toLine(product, held.find((row) => row.product_id === product.id)?.quantity ?? 0),
    );
    const status = held.every((row) => row.status === 'committed') ? 'committed' : 'reserved';
    return { orderId, status, lines };
  }
}

/**
 * Serialises the reserves and releases of one order without touching other orders, and marks
 * the transaction as moving reserved stock: the public reads learn of it within a second, not
 * at this commit (migrations/1766800000000-reserved-stock-counted-apart.ts).
 */
async function lockOrder(sql: Sql, orderId: string): Promise<void> {
  await sql(`SELECT pg_advisory_xact_lock(hashtextextended($1, 7)), set_config($2, 'on', true)`, [
    orderId,
    RESERVING_STOCK_SETTING,
  ]);
}

function heldLines(sql: Sql, orderId: string): Promise<HeldRow[]> {
  return sql<HeldRow>(
    `SELECT product_id, quantity, status FROM catalog.stock_reservations WHERE order_id = $1 FOR UPDATE`,
    [orderId],
  );
}

async function shortage(sql: Sql, productId: string, wanted: number): Promise<Error> {
  const [product] = await sql<{ name: string; stock: number }>(
    `SELECT name, stock FROM catalog.products WHERE id = $1`,
    [productId],
  );
  if (!product) return new NotFoundException(`Product ${productId} is no longer available`);
  const message =
    product.stock === 0
      ? `${product.name} is out of stock`
      : `Only ${product.stock} of ${product.name} left in stock (you asked for ${wanted})`;
  return new StockShortageError({ message, productId, available: product.stock });
}
