import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { CATALOGUE_VERSION_HEADER } from '@festive/contracts';
import {
  type TestEnvironment,
  closeRedis,
  createDataSource,
  createRedis,
  createSessionStore,
  createTestEnvironment,
  freePort,
  loadConfig,
  removeTestEnvironment,
  storeSession,
  waitForHealth,
} from '@festive/server-kit';

/**
 * The dev gateway's remembered catalogue reads (docs/adr/0034-gateway-remembers-catalogue-reads.md)
 * over the real thing: the catalog service and the gateway from their builds, PostgreSQL and
 * Redis. Whether an answer came from the gateway's memory is told by stopping the catalog
 * (SIGSTOP) for a moment: only a remembered answer still arrives.
 */
const ROOT = path.resolve(__dirname, '../..');
const PAGE = '/api/products?tab=festival&limit=24';

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  url: string,
  healthBase: string,
): Promise<Started> {
  let output = '';
  const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const append = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000));
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  await waitForHealth(healthBase, child, () => output);
  return { child, url, output: () => output };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGCONT');
    child.kill('SIGTERM');
  });
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}, timeoutMs = 5000): Promise<Answer> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

/** The headers two answers must share: all but the date (and framing, for an encoded body). */
const comparable = (headers: Record<string, string>, without: string[] = []) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', ...without].includes(name)));

describe('the gateway remembers the public catalogue reads', () => {
  let environment: TestEnvironment;
  let env: NodeJS.ProcessEnv;
  let catalog: Started;
  let gateway: Started;
  const others: Started[] = [];
  let database: ReturnType<typeof createDataSource>;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/build.mjs', 'services/catalog', 'infra/gateway'], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
    environment = await createTestEnvironment();
    const [catalogPort, gatewayPort] = [await freePort(), await freePort()];
    env = {
      ...environment.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CATALOG_PORT: String(catalogPort),
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      GATEWAY_PORT: String(gatewayPort),
      // A stopped catalog answers nothing: the gateway gives up on it soon.
      GATEWAY_PROXY_TIMEOUT_MS: '1000',
      UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
    };
    if (!environment.migrated) {
      const migrate = spawnSync(process.execPath, ['services/catalog/dist/cli/migrate.js'], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      if (migrate.status !== 0) throw new Error(`migrating catalog:\n${migrate.stdout}${migrate.stderr}`);
    }
    const config = loadConfig('catalog', env);
    database = createDataSource(config, { entities: [], migrations: [] });
    await database.initialize();
    const rows = (await database.query(
      `INSERT INTO catalog.products (name, description, price, image, category, subcategory, tags, occasion, stock)
       SELECT 'Brass Lamp ' || i, 'Hand-beaten brass', 899, 'https://images.example.in/lamp.jpg',
              'Home & Decor', 'Lamps', ARRAY['Diwali'], 'Festivals', 5
       FROM generate_series(1, 30) AS i RETURNING id`,
    )) as { id: string }[];
    productId = rows[0]!.id;
    const sessions = createRedis(config, { prefixed: false, name: 'festive-test-sessions' });
    try {
      admin = (
        await storeSession(createSessionStore(config, sessions), config.env.SESSION_SECRET, { isAdmin: true })
      ).cookie;
    } finally {
      await closeRedis(sessions);
    }
    catalog = await startProcess('services/catalog/dist/main.js', env, env.CATALOG_URL!, env.CATALOG_URL!);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    gateway = await startProcess('infra/gateway/dist/main.js', env, gatewayUrl, `${gatewayUrl}/gateway`);
  });

  afterAll(async () => {
    await Promise.all([catalog, gateway, ...others].filter(Boolean).map((p) => stop(p.child)));
    if (database?.isInitialized) await database.destroy();
    if (environment) await removeTestEnvironment(environment, loadConfig('catalog', env));
  });

  /** Runs `check` while the catalog is stopped: only answers from the gateway's memory arrive. */
  async function withCatalogStopped<T>(check: () => Promise<T>): Promise<T> {
    catalog.child.kill('SIGSTOP');
    try {
      return await check();
    } finally {
      catalog.child.kill('SIGCONT');
    }
  }

  /** Any write through the gateway forgets what it remembers (this one is refused: no such route). */
  const forget = async () => {
    const res = await fetch(`${gateway.url}/api/nothing-here`, { method: 'POST' });
    expect(res.status).toBe(404);
  };

  /** Reads until the gateway remembers (it needs to have heard the catalogue's version first). */
  async function remembered(url: string, headers: Record<string, string> = {}): Promise<Answer> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const fresh = await get(`${gateway.url}${url}`, headers);
      expect(fresh.status).toBe(200);
      const again = await withCatalogStopped(() =>
        get(`${gateway.url}${url}`, headers, 500).catch(() => undefined),
      );
      if (again?.status === 200) return fresh;
      if (Date.now() > deadline) throw new Error(`${url} was never remembered:\n${gateway.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const price = (answer: Answer) => (JSON.parse(answer.body) as { price: string }).price;
  const gridPrice = (answer: Answer, id: string) =>
    (JSON.parse(answer.body) as { items: { id: string; price: string }[] }).items.find((p) => p.id === id)
      ?.price;

  it('answers a remembered read itself, with the headers and bytes of a fresh one', async () => {
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br' },
    ];
    for (const headers of encodings) {
      await forget();
      const asked: Record<string, string> = { 'x-request-id': `req-${randomUUID()}`, ...headers };
      const fresh = await remembered(PAGE, asked);
      const fromMemory = await withCatalogStopped(() => get(`${gateway.url}${PAGE}`, asked, 1000));
      expect(fromMemory.status).toBe(200);
      expect(fromMemory.body).toBe(fresh.body);
      // An encoded body goes with its length from memory, streamed (chunked) by compression.
      const framing = ['content-length', 'transfer-encoding'];
      expect(comparable(fromMemory.headers, framing)).toEqual(comparable(fresh.headers, framing));
      expect(fresh.headers[CATALOGUE_VERSION_HEADER]).toBeUndefined();
      expect(fresh.headers['content-security-policy']).toContain("default-src 'self'");
      expect(fresh.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
      expect(fresh.headers['x-request-id']).toBe(asked['x-request-id']);
    }
    // Without a request id of its own, each answer gets a new one.
    const [a, b] = await withCatalogStopped(() =>
      Promise.all([get(`${gateway.url}${PAGE}`, {}, 1000), get(`${gateway.url}${PAGE}`, {}, 1000)]),
    );
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('answers 304 to a matching If-None-Match from memory, as the catalog does', async () => {
    const product = `/api/products/${productId}`;
    await forget();
    const first = await remembered(product);
    const etag = first.headers.etag!;
    // fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise, and
    // express (in the catalog, and here) never answers 304 to that; a browser revalidating sends this.
    const revalidate = (tag: string, id?: string) => ({
      'if-none-match': tag,
      'cache-control': 'max-age=0',
      ...(id ? { 'x-request-id': id } : {}),
    });
    expect(etag).toMatch(/^"/);
    await forget();
    const fresh304 = await get(`${gateway.url}${product}`, revalidate(etag, 'r-304'));
    expect(fresh304.status).toBe(304);
    await remembered(product);
    const [strong, weak, other] = await withCatalogStopped(() =>
      Promise.all([
        get(`${gateway.url}${product}`, revalidate(etag, 'r-304'), 1000),
        get(`${gateway.url}${product}`, revalidate(`W/${etag}`), 1000),
        get(`${gateway.url}${product}`, revalidate('"something-else"'), 1000),
      ]),
    );
    expect(strong.status).toBe(304);
    expect(strong.body).toBe('');
    expect(comparable(strong.headers)).toEqual(comparable(fresh304.headers));
    expect(weak.status).toBe(304);
    expect(other.status).toBe(200);
    // A reload (no-cache) is answered in full, as the catalog would.
    const reload = await withCatalogStopped(() =>
      get(`${gateway.url}${product}`, { 'if-none-match': etag, 'cache-control': 'no-cache' }, 1000),
    );
    expect(reload.status).toBe(200);
  });

  it("an admin's product edit through the gateway is in the very next read", async () => {
    const product = `/api/products/${productId}`;
    await remembered(product);
    await remembered(PAGE);
    const before = await get(`${gateway.url}${product}`);
    const edited = await fetch(`${gateway.url}/api/admin/products/${productId}`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Brass Lamp 1',
        description: 'Hand-beaten brass',
        price: `${Number(price(before)) + 10}.00`,
        image: 'https://images.example.in/lamp.jpg',
        category: 'Home & Decor',
        subcategory: 'Lamps',
        tags: ['Diwali'],
        occasion: 'Festivals',
        stock: 5,
      }),
    });
    expect(edited.status).toBe(200);
    const after = await get(`${gateway.url}${product}`);
    expect(price(after)).toBe(`${Number(price(before)) + 10}.00`);
    expect(gridPrice(await get(`${gateway.url}${PAGE}`), productId)).toBe(price(after));
  });

  it('a change made in the database directly is seen within about a second', async () => {
    const product = `/api/products/${productId}`;
    await remembered(product);
    await remembered(PAGE);
    const before = price(await get(`${gateway.url}${product}`));
    const changed = `${Number(before) + 1}.00`;
    await database.query(`UPDATE catalog.products SET price = $1 WHERE id = $2`, [changed, productId]);
    const since = Date.now();
    while (price(await get(`${gateway.url}${product}`)) !== changed) {
      expect(Date.now() - since).toBeLessThan(1500);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(gridPrice(await get(`${gateway.url}${PAGE}`), productId)).toBe(changed);
  });

  it('never remembers a refused read (404, 400)', async () => {
    const refused = [`/api/products/${randomUUID()}`, '/api/products?limit=abc'];
    await remembered(PAGE);
    for (const url of refused) {
      expect([404, 400]).toContain((await get(`${gateway.url}${url}`)).status);
      expect((await get(`${gateway.url}${url}`)).status).not.toBe(200);
    }
    const whileStopped = await withCatalogStopped(() =>
      Promise.all(refused.map((url) => get(`${gateway.url}${url}`, {}, 3000))),
    );
    // The catalog did not answer: the gateway's 504, never a remembered refusal.
    expect(whileStopped.map((answer) => answer.status)).toEqual([504, 504]);
  });

  it.each([
    ['unreachable', { REDIS_URL: 'redis://127.0.0.1:9' }],
    [
      'silent (nobody publishes on its channel)',
      { REDIS_PREFIX: `fgtest-silent-${randomUUID().slice(0, 8)}` },
    ],
  ])('with Redis %s the gateway passes reads through, never stale', async (_name, settings) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const passing = await startProcess(
      'infra/gateway/dist/main.js',
      { ...env, ...settings, GATEWAY_PORT: String(port) },
      url,
      `${url}/gateway`,
    );
    others.push(passing);
    const product = `/api/products/${productId}`;
    for (let i = 0; i < 3; i += 1) {
      const before = await get(`${url}${product}`);
      expect(before.status).toBe(200);
      expect(before.headers[CATALOGUE_VERSION_HEADER]).toBeUndefined();
      const changed = `${Number(price(before)) + 1}.00`;
      await database.query(`UPDATE catalog.products SET price = $1 WHERE id = $2`, [changed, productId]);
      expect(price(await get(`${url}${product}`))).toBe(changed);
    }
    const whileStopped = await withCatalogStopped(() => get(`${url}${product}`, {}, 3000));
    expect(whileStopped.status).toBe(504);
  });
});
