// The shop the orders bench measures: started on its own ports (the browser tests' layout shifted
// to instance 6: gateway 18140, database festive_e2e_6, Redis prefix fg-e2e_6), plus the people and
// products the bench needs in it (shoppers signed in by OTP, an admin making the bench's products).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INSTANCE = '6';

/**
 * Starts `scripts/start.mjs` for instance 6 and waits for its ready file. `env` is added to every
 * process of the shop (a lever under test: OUTBOX_POLL_MS=..., ...).
 */
export async function startShop({ env = {}, build = true } = {}) {
  process.env.E2E_INSTANCE = INSTANCE;
  // The ports, database and Redis prefix of the browser tests' layout, from the one place that
  // names them (the root's scripts, which start.mjs belongs to too).
  const { E2E_ENV } = await import(pathToFileURL(path.join(root, 'scripts/lib/e2e-env.mjs')).href);
  // Redis as start.mjs finds it (REDIS_URL or its default), for reading the pipeline's jobs.
  const { backingServices } = await import(pathToFileURL(path.join(root, 'scripts/lib/runtime.mjs')).href);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
  const readyFile = path.join(dir, 'ready.json');
  const args = ['scripts/start.mjs', '--ready-file', readyFile, ...(build ? [] : ['--no-build'])];
  // The shop's own output (a line per order, SMS and e-mail from the sandbox) goes to a file.
  const logFile = path.join(tmpdir(), `bench-orders-shop-${INSTANCE}.log`);
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...E2E_ENV,
      LOG_LEVEL: 'warn',
      // Every run signs in a handful of new phones from 127.0.0.1; the hourly cap per address
      // (50 codes) would stop the third or fourth run of an hour.
      OTP_SENDS_PER_IP_PER_HOUR: '100000',
      OTP_VERIFIES_PER_IP_PER_HOUR: '100000',
      // A few shoppers place thousands of orders from one address: the shop's limits would stop them.
      RATE_LIMIT_ORDERS: '1000000/1h',
      RATE_LIMIT_ORDERS_PER_ADDRESS: '1000000/1h',
      ...env,
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** Ctrl-C to the whole shop, then waits for it to be gone (its ports free for the next run). */
  const stop = async () => {
    const group = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    group('SIGINT');
    const timer = setTimeout(() => group('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 600_000;
  while (!existsSync(readyFile)) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the shop did not start (exit ${child.exitCode}; its output: ${logFile})`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the shop did not start within 10 minutes (its output: ${logFile})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { url, children } = JSON.parse(readFileSync(readyFile, 'utf8'));
  console.info(`the shop is up at ${url} (its output: ${logFile})`);
  return {
    url: url.replace(/\/+$/, ''),
    sandboxUrl: E2E_ENV.SANDBOX_URL,
    databaseUrl: E2E_ENV.DATABASE_URL,
    redisUrl: backingServices().redisUrl,
    redisPrefix: E2E_ENV.REDIS_PREFIX,
    children,
    stop,
  };
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * A signed-in shopper: send-otp, the code from the sandbox's SMS inbox, verify-otp. Each shopper
 * has a phone of its own (a second code to one phone waits out OTP_RESEND_SECONDS).
 */
export async function signInShopper(base, sandboxUrl, phone, n) {
  const sent = await fetch(`${base}/api/auth/send-otp`, json({ phone }));
  if (!sent.ok) throw new Error(`send-otp for ${phone} answered ${sent.status}: ${await sent.text()}`);
  let otp;
  for (let i = 0; i < 80 && !otp; i++) {
    const inbox = await (await fetch(`${sandboxUrl}/sms/messages?phone=${phone}`)).json();
    otp = inbox[0]?.message.match(/\b(\d{6})\b/)?.[1];
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!otp) throw new Error(`no code reached the sandbox inbox for ${phone}`);
  const email = `bench.shopper${n}@example.in`;
  const verified = await fetch(
    `${base}/api/auth/verify-otp`,
    json({ phone, otp, name: `Bench Shopper ${n}`, email }),
  );
  if (!verified.ok) throw new Error(`verify-otp for ${phone} answered ${verified.status}`);
  const session = await verified.json();
  return { phone, email, name: `Bench Shopper ${n}`, userId: session.userId, cookie: cookieOf(verified) };
}

/** Phones of its own for each shopper of a run: 9 then nine random digits, none repeated. */
export function benchPhones(count) {
  const phones = new Set();
  while (phones.size < count) phones.add(`9${String(randomInt(1e9)).padStart(9, '0')}`);
  return [...phones];
}

/**
 * The bench's own products (made through the admin API, with stock for the whole run), so the
 * stock check counts the bench's orders only and never runs a seeded product dry.
 */
export async function createBenchProducts(base, count, stock) {
  const password = process.env.ADMIN_PASSWORD ?? 'festive-admin';
  const login = await fetch(`${base}/api/admin/login`, json({ password }));
  if (!login.ok) throw new Error(`admin login answered ${login.status}`);
  const cookie = cookieOf(login);
  const stamp = Date.now().toString(36);
  const products = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/admin/products`, {
      ...json({
        name: `Bench Diya Set ${stamp}-${i}`,
        description: 'Made by npm run bench -- orders',
        price: '349.50',
        image: '/objects/seed/terracotta-diya-set.svg',
        subcategory: 'Home & Decor',
        occasion: 'Festivals',
        tags: ['Diwali'],
        stock,
      }),
      headers: { 'content-type': 'application/json', cookie },
    });
    if (res.status !== 201)
      throw new Error(`creating a bench product answered ${res.status}: ${await res.text()}`);
    products.push(await res.json());
  }
  return products;
}
