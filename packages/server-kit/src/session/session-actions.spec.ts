import express, { type Request, type Response } from 'express';
import session from 'express-session';
import request from 'supertest';
import type { ServiceConfig } from '../config/env';
import { loadConfig } from '../config/env';
import { signInAdmin, signInCustomer, signOutAdmin, signOutCustomer } from './session-actions';
import { sessionMiddleware } from './session.middleware';

const customer = { userId: 'u-1', name: 'Asha', phone: '9876543210', email: 'asha@example.in' };

/**
 * Two "services" sharing one store and secret, as identity and admin do in production; express'
 * own MemoryStore stands in for Redis, which keeps this a unit test of the sign-in rules.
 */
function sharedSessionApps() {
  const config: ServiceConfig = loadConfig('identity', {});
  const store = new session.MemoryStore();
  const app = (routes: (router: express.Router) => void) => {
    const server = express();
    server.use(sessionMiddleware(config, store));
    const router = express.Router();
    routes(router);
    server.use(router);
    server.get('/whoami', (req: Request, res: Response) => {
      res.json({ customer: req.session.customer ?? null, isAdmin: req.session.isAdmin === true });
    });
    return server;
  };
  const identity = app((r) => {
    r.post('/login', async (req, res) => {
      await signInCustomer(req, customer);
      res.json({ ok: true });
    });
    r.post('/logout', async (req, res) => {
      await signOutCustomer(req);
      res.json({ ok: true });
    });
  });
  const admin = app((r) => {
    r.post('/login', async (req, res) => {
      await signInAdmin(req);
      res.json({ ok: true });
    });
    r.post('/logout', async (req, res) => {
      await signOutAdmin(req);
      res.json({ ok: true });
    });
  });
  return { identity, admin, store };
}

const cookieOf = (res: request.Response) => String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;

describe('shared sessions', () => {
  it('sets the fg.sid cookie HttpOnly and SameSite=Lax', async () => {
    const { identity } = sharedSessionApps();
    const res = await request(identity).post('/login').expect(200);
    const header = String(res.headers['set-cookie']?.[0]);
    expect(header).toMatch(/^fg\.sid=s%3A/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
  });

  it('keeps the admin role when the shopper signs in and out', async () => {
    const { identity, admin } = sharedSessionApps();
    const adminCookie = cookieOf(await request(admin).post('/login'));
    const both = await request(identity).post('/login').set('Cookie', adminCookie);
    const cookie = cookieOf(both);
    expect(cookie).not.toBe(adminCookie);
    expect((await request(admin).get('/whoami').set('Cookie', cookie)).body).toEqual({
      customer,
      isAdmin: true,
    });
    await request(identity).post('/logout').set('Cookie', cookie).expect(200);
    expect((await request(admin).get('/whoami').set('Cookie', cookie)).body).toEqual({
      customer: null,
      isAdmin: true,
    });
  });

  it('keeps the shopper when the admin signs out, and drops the session when no role is left', async () => {
    const { identity, admin, store } = sharedSessionApps();
    const cookie = cookieOf(await request(identity).post('/login'));
    const both = cookieOf(await request(admin).post('/login').set('Cookie', cookie));
    await request(admin).post('/logout').set('Cookie', both).expect(200);
    expect((await request(identity).get('/whoami').set('Cookie', both)).body).toEqual({
      customer,
      isAdmin: false,
    });
    const out = await request(identity).post('/logout').set('Cookie', both).expect(200);
    expect(String(out.headers['set-cookie']?.[0])).toMatch(/^fg\.sid=;/);
    const count = await new Promise<number>((resolve) => store.length((_, n) => resolve(n ?? 0)));
    expect(count).toBe(0);
  });

  it('gives a new session id on sign-in (no session fixation)', async () => {
    const { identity, admin } = sharedSessionApps();
    const before = cookieOf(await request(admin).post('/login'));
    const after = cookieOf(await request(identity).post('/login').set('Cookie', before));
    expect(after).not.toBe(before);
    expect((await request(admin).get('/whoami').set('Cookie', before)).body.isAdmin).toBe(false);
  });
});

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const config = loadConfig('identity', {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-real-secret-of-some-length',
      INTERNAL_TOKEN: 'a-real-internal-token-value',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
      SMTP_URL: 'smtp://smtp.example.com',
      DATABASE_URL: 'postgres://festive@db.example.com:5432/festive_gifts',
      REDIS_URL: 'redis://redis.example.com:6379',
    });
    const server = express();
    server.set('trust proxy', 1);
    server.use(sessionMiddleware(config, new session.MemoryStore()));
    server.post('/login', async (req, res) => {
      await signInCustomer(req, customer);
      res.json({ ok: true });
    });
    const res = await request(server).post('/login').set('X-Forwarded-Proto', 'https').expect(200);
    expect(String(res.headers['set-cookie']?.[0])).toMatch(/; Secure/);
  });
});
