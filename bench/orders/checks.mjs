// What the bench reads from the shop's database (catalog and orders schemas) to check the run:
// stock, one order per key, and how far the pipeline behind the orders lags.
import pg from 'pg';

export async function openDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Each bench product's stock as catalog holds it (the row the reservations decrement). */
export async function stockOf(db, productIds) {
  const { rows } = await db.query('SELECT id, stock FROM catalog.products WHERE id = ANY($1::uuid[])', [
    productIds,
  ]);
  return new Map(rows.map((row) => [row.id, Number(row.stock)]));
}

/** Every order the run's shoppers have, with the state of its two jobs. */
export async function benchOrders(db, userIds) {
  const { rows } = await db.query(
    `SELECT o.id, o.idempotency_key, o.order_number, o.created_at, o.shipping_status, o.invoice_sent,
            (SELECT sum(i.quantity) FROM orders.order_items i WHERE i.order_id = o.id)::int AS quantity
     FROM orders.orders o WHERE o.user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return rows;
}

/** How many of the run's orders still wait for their Shiprocket booking and their invoice e-mail. */
export async function backlog(db, userIds) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS orders,
            count(*) FILTER (WHERE shipping_status <> 'submitted')::int AS unshipped,
            count(*) FILTER (WHERE invoice_sent = 0)::int AS uninvoiced
     FROM orders.orders WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return rows[0];
}

/**
 * Samples the backlog every `everyMs` until `stop()` and then until both queues are drained (or
 * `drainTimeoutMs` after stop). Each sample: ms since start, orders so far, unshipped, uninvoiced.
 */
export function sampleBacklog(db, userIds, { everyMs = 500, drainTimeoutMs = 300_000 } = {}) {
  const samples = [];
  const startedAt = Date.now();
  let stoppedAt;
  const done = (async () => {
    for (;;) {
      const sample = { ms: Date.now() - startedAt, ...(await backlog(db, userIds)) };
      samples.push(sample);
      if (stoppedAt !== undefined) {
        if (sample.unshipped === 0 && sample.uninvoiced === 0) return { drained: true, samples, stoppedAt };
        if (sample.ms - stoppedAt > drainTimeoutMs) return { drained: false, samples, stoppedAt };
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop() {
      stoppedAt = Date.now() - startedAt;
      return done;
    },
  };
}

/**
 * Order created (its row's created_at) to the shipping job done (the order's recorded move of
 * shipping_status to submitted, written once Shiprocket booked the courier), per order, in ms.
 * Both stamps come from PostgreSQL's clock.
 */
export async function orderToShipped(db, userIds) {
  const { rows } = await db.query(
    `SELECT extract(epoch FROM (t.created_at - o.created_at)) * 1000 AS ms
     FROM orders.orders o
     JOIN orders.order_transitions t
       ON t.order_id = o.id AND t.field = 'shipping_status' AND t.to_value = 'submitted'
     WHERE o.user_id = ANY($1::uuid[])`,
    [userIds],
  );
  return rows.map((row) => Number(row.ms));
}

/** Moves of one order recorded more than once (a job that ran its work twice would show here). */
export async function repeatedMoves(db, userIds) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS repeated FROM (
       SELECT t.order_id, t.field, t.to_value FROM orders.order_transitions t
       JOIN orders.orders o ON o.id = t.order_id
       WHERE o.user_id = ANY($1::uuid[])
       GROUP BY 1, 2, 3 HAVING count(*) > 1) AS twice`,
    [userIds],
  );
  return rows[0].repeated;
}

/**
 * Orders anywhere in the database still owed their hand-off or invoice (an earlier run stopped
 * half-way leaves its jobs in Redis, and they would run first): the bench waits for none.
 */
export async function owedElsewhere(db) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS owed FROM orders.orders
     WHERE status <> 'cancelled' AND (payment_method = 'COD' OR payment_status = 'paid')
       AND (shipping_status = 'pending' OR invoice_sent = 0)
       AND created_at > now() - interval '1 day'`,
  );
  return rows[0].owed;
}
