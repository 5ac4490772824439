import { dashboardStatsSchema } from '@festive/contracts';
import { startServices, type RunningServices } from './support/services';

const SHOPPER = '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b';
/** Building when stale, migrating and starting three processes takes a while on a busy machine. */
const STARTUP_MS = 180_000;

/**
 * GET /api/dashboard/stats on the real system: the admin, catalog and orders services as their
 * own processes on one database, the figures asked over HTTP with the internal token.
 */
describe('dashboard figures (GET /api/dashboard/stats)', () => {
  let system: RunningServices;
  let admin: string;

  beforeAll(async () => {
    system = await startServices(['catalog', 'orders', 'admin']);
    admin = await system.sessionCookie({ isAdmin: true });
    const { database } = system;
    await database.query(
      `INSERT INTO catalog.products (name, price, image, category, occasion)
       SELECT name, 100, 'https://images.example.in/x.jpg', 'Gift Hampers', 'Festivals'
       FROM unnest(ARRAY['Diya Set', 'Rakhi Hamper', 'Holi Colours']) AS name`,
    );
    await database.query(
      `INSERT INTO orders.orders (user_id, idempotency_key, customer_name, customer_email, customer_phone,
         customer_address, customer_city, customer_state, customer_pincode, total, payment_method, payment_status)
       SELECT $1, key, 'Asha Rao', 'asha@example.in', '9876543210', '12 MG Road', 'Pune', 'Maharashtra',
         '411001', total, 'COD', 'cod'
       FROM (VALUES ('a', 1499.50), ('b', 250.25)) AS o(key, total)`,
      [SHOPPER],
    );
    await database.query(
      `INSERT INTO orders.return_requests (order_id, user_id, customer_name, customer_email, customer_phone, reason)
       SELECT id, user_id, customer_name, customer_email, customer_phone, 'Damaged or defective'
       FROM orders.orders WHERE idempotency_key = 'a'`,
    );
    await database.query(
      `INSERT INTO orders.carts (user_id, product_id, quantity) VALUES ($1, gen_random_uuid(), 4)`,
      [SHOPPER],
    );
  }, STARTUP_MS);
  afterAll(async () => {
    await system?.close();
  }, 30_000);

  const stats = (cookie: string) =>
    fetch(`${system.urls.admin}/api/dashboard/stats`, { headers: { cookie } });

  it('composes the six figures from the catalog and orders services', async () => {
    const res = await stats(admin);
    expect(res.status).toBe(200);
    expect(dashboardStatsSchema.parse(await res.json())).toEqual({
      totalProducts: 3,
      totalRevenue: '1749.75',
      totalOrders: 2,
      revenueGrowth: 100,
      pendingReturnRequests: 1,
      cartItemsCount: 4,
      unavailable: [],
    });
  });

  it('answers 401 without the admin role', async () => {
    expect((await stats('')).status).toBe(401);
    const shopper = await system.sessionCookie({
      customer: { userId: SHOPPER, name: 'Asha', phone: '9876543210', email: 'a@b.in' },
    });
    expect((await stats(shopper)).status).toBe(401);
  });
});

describe('dashboard figures with a source down', () => {
  let system: RunningServices;

  beforeAll(async () => {
    // Orders is pointed at a closed port; catalog runs.
    system = await startServices(['catalog', 'admin'], { admin: { ORDERS_URL: 'http://127.0.0.1:9' } });
  }, STARTUP_MS);
  afterAll(async () => {
    await system?.close();
  }, 30_000);

  it('names the source that is down and still answers the figures of the other', async () => {
    const cookie = await system.sessionCookie({ isAdmin: true });
    const res = await fetch(`${system.urls.admin}/api/dashboard/stats`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalProducts: 0,
      totalRevenue: null,
      totalOrders: null,
      revenueGrowth: null,
      pendingReturnRequests: null,
      cartItemsCount: null,
      unavailable: ['orders'],
    });
  });
});
