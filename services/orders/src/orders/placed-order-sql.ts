import type { PaymentMethod } from '@festive/contracts';
import { preparedQuery } from '@festive/server-kit';
import type { EntityManager } from 'typeorm';
import { removeFromCartSql } from '../cart/ordered-lines';
import { insertOutboxRows, outboxColumns, type OutboxMessage, type OutboxRow } from '../outbox/outbox';
import type { OrderCustomer } from './order-customer';

/** What placing needs to know of a stored order: its answer, its payment method, its fingerprint. */
export interface PlacedOrder {
  id: string;
  orderNumber: number;
  shiprocketOrderId: string | null;
  paymentMethod: PaymentMethod;
  requestHash: string | null;
}

export interface NewOrder extends OrderCustomer {
  id: string;
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  total: string;
  paymentMethod: PaymentMethod;
  paymentStatus: 'cod' | 'pending';
}

export interface NewOrderLine {
  productId: string;
  productName: string;
  productSku: string | null;
  productImage: string;
  quantity: number;
  price: string;
  subtotal: string;
  hsnCode: string;
  gstRate: string;
}

const COLUMNS = `id, order_number AS "orderNumber", shiprocket_order_id AS "shiprocketOrderId",
  payment_method AS "paymentMethod", request_hash AS "requestHash"`;

/** The order stored under this id, if any (one indexed read, nothing an entity would add). */
export async function findPlacedOrder(manager: EntityManager, id: string): Promise<PlacedOrder | null> {
  const { rows } = await preparedQuery<PlacedOrder>(
    manager,
    `SELECT ${COLUMNS} FROM orders.orders WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** What writing an order returns: the order, and the outbox rows written with it. */
export interface WrittenOrder {
  order: PlacedOrder;
  jobs: OutboxRow[];
}

/**
 * Writes the order and its lines in one statement (one round trip at the busiest moment of a
 * festival peak; the entities' save would first read the row back and then insert each part).
 * Every other column takes the table's default (pending status, no invoice yet, the next number).
 *
 * `confirmedJobs`: the order is confirmed as it is placed (cash on delivery), so the same
 * statement writes its jobs to the outbox and takes its products out of the shopper's stored
 * cart. One statement is one transaction: all of it is stored or none, with no BEGIN and COMMIT
 * of its own to wait for. The rows come back for the caller to publish.
 */
export async function insertPlacedOrder(
  manager: EntityManager,
  order: NewOrder,
  lines: NewOrderLine[],
  confirmedJobs: OutboxMessage[] = [],
): Promise<WrittenOrder> {
  const column = <K extends keyof NewOrderLine>(key: K) => lines.map((line) => line[key]);
  const confirmed = confirmedJobs.length > 0;
  const { rows } = await preparedQuery<PlacedOrder & { jobs?: OutboxRow[] }>(
    manager,
    `WITH placed AS (
       INSERT INTO orders.orders (id, user_id, idempotency_key, request_hash, customer_name,
         customer_email, customer_phone, customer_address, customer_city, customer_state,
         customer_pincode, total, payment_method, payment_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13, $14)
       RETURNING ${COLUMNS}
     ), lines AS (
       INSERT INTO orders.order_items (order_id, product_id, product_name, product_sku, product_image,
         quantity, price, subtotal, hsn_code, gst_rate)
       SELECT placed.id, line.* FROM placed, unnest($15::uuid[], $16::text[], $17::text[], $18::text[],
         $19::int[], $20::numeric[], $21::numeric[], $22::text[], $23::numeric[]) AS line
     )${
       confirmed
         ? `, jobs AS (${insertOutboxRows('$24', '$25')}),
       emptied AS (${removeFromCartSql('$2', '$15')})
     SELECT placed.*, (SELECT json_agg(jobs) FROM jobs) AS jobs FROM placed`
         : `
     SELECT * FROM placed`
     }`,
    [
      order.id,
      order.userId,
      order.idempotencyKey,
      order.requestHash,
      order.customerName,
      order.customerEmail,
      order.customerPhone,
      order.customerAddress,
      order.customerCity,
      order.customerState,
      order.customerPincode,
      order.total,
      order.paymentMethod,
      order.paymentStatus,
      column('productId'),
      column('productName'),
      column('productSku'),
      column('productImage'),
      column('quantity'),
      column('price'),
      column('subtotal'),
      column('hsnCode'),
      column('gstRate'),
      ...(confirmed ? outboxColumns(confirmedJobs) : []),
    ],
  );
  const { jobs = [], ...placed } = rows[0]!;
  return { order: placed, jobs };
}
