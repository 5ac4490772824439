import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminStatusSchema, dashboardStatsSchema, errorBodySchema } from '@festive/contracts';
import { createTestApp, type TestApp, lastContractRelease } from '@festive/server-kit';
import { AppModule } from '../src/app.module';
import { DEV_ADMIN_PASSWORD } from '../src/config/admin-config';

/*
 * Admin ships on its own: its answers must parse with today's contracts and with those of the
 * last release (packages/contracts/releases), which the admin remote still running was built
 * with; and it must still read the internal figures catalog and orders of that release answer.
 */
const { fitsRelease, answers } = lastContractRelease();

/** Figures as catalog and orders of the last release answer GET /internal/stats. */
const releasedFigures = {
  catalog: { totalProducts: 42 },
  orders: {
    totalRevenue: '1749.75',
    totalOrders: 2,
    revenueGrowth: 12.5,
    pendingReturnRequests: 1,
    cartItemsCount: 4,
  },
};

/** A service of the last release answering GET /internal/stats with `figures`. */
async function releasedService(figures: object): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/internal/stats' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(figures));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('admin against the contracts of the last release', () => {
  let t: TestApp;
  const servers: Server[] = [];

  beforeAll(async () => {
    fitsRelease('catalogStatsSchema', releasedFigures.catalog);
    fitsRelease('ordersStatsSchema', releasedFigures.orders);
    const catalog = await releasedService(releasedFigures.catalog);
    const orders = await releasedService(releasedFigures.orders);
    servers.push(catalog.server, orders.server);
    t = await createTestApp(AppModule, { env: { CATALOG_URL: catalog.url, ORDERS_URL: orders.url } });
  });
  afterAll(async () => {
    await t?.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('adminStatusSchema: GET /api/admin/status, and POST /api/admin/login as the released remote sends it', async () => {
    const agent = t.agent();
    answers('adminStatusSchema', adminStatusSchema, (await agent.get('/api/admin/status').expect(200)).body);
    const login = { password: DEV_ADMIN_PASSWORD };
    fitsRelease('adminLoginSchema', login);
    const res = await agent
      .post('/api/admin/login')
      .set('X-Forwarded-For', '203.0.113.9')
      .send(login)
      .expect(200);
    expect(answers('adminStatusSchema', adminStatusSchema, res.body).isAdmin).toBe(true);
  });

  it('dashboardStatsSchema: GET /api/dashboard/stats, composed from released internal figures', async () => {
    const cookie = await t.sessionCookie({ isAdmin: true });
    const res = await t.agent().get('/api/dashboard/stats').set('Cookie', cookie).expect(200);
    expect(answers('dashboardStatsSchema', dashboardStatsSchema, res.body)).toMatchObject({
      totalProducts: 42,
      totalRevenue: '1749.75',
      unavailable: [],
    });
  });

  it('errorBodySchema: a refused sign-in', async () => {
    const res = await t.agent().post('/api/admin/login').set('X-Forwarded-For', '203.0.113.10').send({});
    expect(res.status).toBe(400);
    answers('errorBodySchema', errorBodySchema, res.body);
  });
});
