import { API_ROUTES, type ApiRoute } from '@festive/contracts';
import { startServices, type RunningServices } from './support/services';

/**
 * Every route the contracts table marks `admin` answers 401 without the admin
 * role, on the running service that owns it. The table is walked, so a route added later is
 * checked without anyone remembering to; a route its owner does not answer at all fails too
 * (the router's 404 is not a 401).
 */
const ADMIN_ROUTES = API_ROUTES.filter((route) => route.access === 'admin');
const OWNERS = [...new Set(ADMIN_ROUTES.map((route) => route.service))];
const SOME_ID = '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55';
const shopper = {
  userId: '1b7c3a52-7d0e-4d2c-9a53-0f7a0a8e9a11',
  name: 'Asha',
  phone: '9876543210',
  email: 'a@b.in',
};

const concretePath = (route: ApiRoute) =>
  route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? SOME_ID : segment.startsWith('*') ? 'x/y' : segment))
    .join('/');

describe('every admin route of the contracts table answers 401 without the admin role', () => {
  let system: RunningServices;
  const cookies = { visitor: '', shopper: '', admin: '' };

  beforeAll(async () => {
    system = await startServices(OWNERS);
    cookies.shopper = await system.sessionCookie({ customer: shopper });
    cookies.admin = await system.sessionCookie({ isAdmin: true });
  }, 180_000);
  afterAll(async () => {
    await system?.close();
  }, 30_000);

  const call = (route: ApiRoute, cookie: string) =>
    fetch(`${system.urls[route.service]}${concretePath(route)}`, {
      method: route.method,
      headers: {
        cookie,
        ...(route.method === 'POST' || route.method === 'PUT' ? { 'content-type': 'application/json' } : {}),
      },
      body: route.method === 'POST' || route.method === 'PUT' ? '{}' : undefined,
    });

  it('covers the admin routes of the spec', () => {
    expect(ADMIN_ROUTES.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/dashboard/stats',
        'GET /api/orders/all',
        'GET /api/returns',
        'POST /api/objects/upload',
        'POST /api/admin/products',
        'PUT /api/admin/products/:id',
        'DELETE /api/admin/products/:id',
        'POST /api/admin/carousel-images',
        'PUT /api/admin/carousel-images/:id',
        'DELETE /api/admin/carousel-images/:id',
      ]),
    );
  });

  it.each(ADMIN_ROUTES.map((route) => [`${route.method} ${route.path} (${route.service})`, route] as const))(
    '%s',
    async (_name, route) => {
      for (const who of ['visitor', 'shopper'] as const) {
        const res = await call(route, cookies[who]);
        expect({ who, status: res.status, body: await res.json() }).toEqual({
          who,
          status: 401,
          body: { message: expect.any(String) },
        });
      }
      // With the role the route is there: whatever it answers, it is not the router's "Cannot GET".
      const res = await call(route, cookies.admin);
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      expect(res.status).not.toBe(401);
      expect(body.message ?? '').not.toMatch(/^Cannot /);
    },
  );
});
