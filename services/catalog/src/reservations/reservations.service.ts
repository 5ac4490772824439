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

/** A line that cannot be held: answered 409 with the stock there is (contracts stockShortageSchema). */
export class StockShortageError extends Error {
  constructor(readonly shortage: StockShortage) {
    super(shortage.message);
  }
}

/**
 * A row of `catalog.reserve_stock`: what happened, and the line it is about with its product as
 * it is now. A `missing` row carries only the product id and quantity; a `short` row the name and
 * stock too.
 */
interface ReserveRow {
  outcome: 'reserved' | 'held' | 'missing' | 'short';
  product_id: string;
  quantity: number;
  status: 'reserved' | 'committed';
  stock: number;
  name: string;
  sku: string | null;
  image: string;
  price: string;
  hsn_code: string | null;
  gst_rate: string | null;
}

const toLine = (row: ReserveRow): ReservedLine => ({
  productId: row.product_id,
  quantity: row.quantity,
  name: row.name,
  sku: row.sku,
  image: row.image,
  price: row.price,
  hsnCode: row.hsn_code,
  gstRate: row.gst_rate,
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
    // One call does the whole step under the order's lock, in one round trip
    // (migrations/1767100000000-reserve-stock-in-one-call.ts).
    const { rows } = await preparedQuery<ReserveRow>(
      this.dataSource.manager,
      `SELECT * FROM catalog.reserve_stock($1, $2::uuid[], $3::int[])`,
      [orderId, ids, lines.map((line) => line.quantity)],
    );
    const [first] = rows;
    if (!first) throw new Error(`reserve_stock answered nothing for order ${orderId}`);
    switch (first.outcome) {
      case 'reserved':
        return { orderId, status: 'reserved', lines: rows.map(toLine) };
      case 'held':
        return alreadyHeld(orderId, rows, lines);
      case 'missing':
        throw new NotFoundException(`Product ${first.product_id} is no longer available`);
      case 'short':
        throw shortage(first);
    }
  }

  /**
   * Gives held stock back (reserved or committed lines alike: a cancelled order restocks), in one
   * call under the order's lock, products in id order as reserves take them
   * (migrations/1767200000000-release-stock-in-one-call.ts).
   */
  async release(orderId: string): Promise<ReservationChange> {
    const {
      rows: [row],
    } = await preparedQuery<{ released: number }>(
      this.dataSource.manager,
      `SELECT catalog.release_stock($1) AS released`,
      [orderId],
    );
    if (!row) throw new Error(`release_stock answered nothing for order ${orderId}`);
    return { orderId, changed: row.released };
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
}

/** The same order asked again (a retry): the answer it got the first time, nothing held twice. */
function alreadyHeld(orderId: string, held: ReserveRow[], wanted: ReserveStockRequest['lines']): Reservation {
  const same =
    held.length === wanted.length &&
    wanted.every((line) =>
      held.some((row) => row.product_id === line.productId && row.quantity === line.quantity),
    );
  if (!same) throw new ConflictException('Stock is already held for this order with other lines');
  const status = held.every((row) => row.status === 'committed') ? 'committed' : 'reserved';
  return { orderId, status, lines: held.map(toLine) };
}

function shortage(line: ReserveRow): StockShortageError {
  const message =
    line.stock === 0
      ? `${line.name} is out of stock`
      : `Only ${line.stock} of ${line.name} left in stock (you asked for ${line.quantity})`;
  return new StockShortageError({ message, productId: line.product_id, available: line.stock });
}
