import { adminStatusSchema } from '@festive/contracts';
import { createTestApp, migratedSchema, type TestApp } from '@festive/server-kit';
import { AppModule } from '../src/app.module';

describe('admin service', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('migrations create every table and entities match them', async () => {
    expect(await migratedSchema(t.dataSource, 'admin')).toEqual({
      tables: ['admin_migrations', 'admin_sign_ins'],
      unmatched: [],
    });
  });

  it('GET /health answers 200 when PostgreSQL and Redis are up', async () => {
    const res = await t.http.get('/health').expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      info: { database: { status: 'up' }, redis: { status: 'up' } },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('GET /api/admin/status is false for an anonymous visitor', async () => {
    const res = await t.agent().get('/api/admin/status').expect(200);
    expect(adminStatusSchema.parse(res.body)).toEqual({ isAdmin: false });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/admin/status is true for a session holding the admin role', async () => {
    const cookie = await t.sessionCookie({ isAdmin: true });
    const res = await t.agent().get('/api/admin/status').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ isAdmin: true });
  });

  it('a signed-in shopper is not an admin', async () => {
    const cookie = await t.sessionCookie({
      customer: {
        userId: '1b7c3a52-7d0e-4d2c-9a53-0f7a0a8e9a11',
        name: 'Asha',
        phone: '9876543210',
        email: 'a@b.in',
      },
    });
    const res = await t.agent().get('/api/admin/status').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ isAdmin: false });
  });

  it('echoes the caller request id and serves the OpenAPI document', async () => {
    const res = await t.agent().get('/docs-json').set('x-request-id', 'gateway-123').expect(200);
    expect(res.headers['x-request-id']).toBe('gateway-123');
    expect(res.body.paths).toHaveProperty('/api/admin/status');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.agent().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ message: expect.any(String) });
  });
});
