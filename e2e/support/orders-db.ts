import { expect } from '@playwright/test';
import { DataSource } from 'typeorm';

/** An order as the orders service stored it (snake_case columns of orders.orders). */
export interface StoredOrder {
  id: string;
  /** The sequence's number; people see it as FG-100040 (contracts formatOrderNumber). */
  order_number: number;
  total: string;
  payment_method: string;
  payment_status: string;
  payment_id: string | null;
  status: string;
  shiprocket_order_id: string | null;
  shipment_id: string | null;
  awb_code: string | null;
  courier_name: string | null;
  tracking_url: string | null;
  shipping_status: string;
  invoice_sent: number;
  invoice_number: string | null;
  customer_email: string;
}

let db: DataSource | undefined;

/** The system's own database (DATABASE_URL of the run), read to check what the pipeline did. */
async function database(): Promise<DataSource> {
  if (!db) {
    db = new DataSource({
      type: 'postgres',
      url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/festive_gifts',
    });
    await db.initialize();
  }
  return db;
}

export async function storedOrder(id: string): Promise<StoredOrder | undefined> {
  const rows = (await (
    await database()
  ).query(`SELECT * FROM orders.orders WHERE id = $1`, [id])) as StoredOrder[];
  return rows[0];
}

export async function ordersOf(email: string): Promise<StoredOrder[]> {
  return (await database()).query(`SELECT * FROM orders.orders WHERE customer_email = $1`, [email]);
}

/** Waits until the worker has handed the order to Shiprocket and e-mailed its invoice. */
export async function handedOver(id: string): Promise<StoredOrder> {
  await expect
    .poll(
      async () => {
        const order = await storedOrder(id);
        return order && order.shipping_status === 'submitted' && order.invoice_sent === 1;
      },
      { message: `order ${id} with Shiprocket and its invoice sent`, timeout: 30_000 },
    )
    .toBe(true);
  return (await storedOrder(id))!;
}

/** An order's refunds, oldest first, as the orders service stored them. */
export async function storedRefunds(
  orderId: string,
): Promise<{ id: string; status: string; razorpay_refund_id: string | null }[]> {
  return (await database()).query(
    `SELECT id, status, razorpay_refund_id FROM orders.refunds WHERE order_id = $1 ORDER BY created_at`,
    [orderId],
  );
}

export async function closeOrdersDb(): Promise<void> {
  await db?.destroy();
  db = undefined;
}
