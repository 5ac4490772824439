// Drops the browser tests' database and their Redis keys so each run starts from the demo seed.
import pg from 'pg';
import Redis from 'ioredis';

const url = new URL(process.env.DATABASE_URL);
const database = url.pathname.slice(1);
if (!/^festive_e2e/.test(database)) throw new Error(`refusing to reset ${database}: not an e2e database`);
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
await client.end();

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
await redis.connect();
const prefix = process.env.REDIS_PREFIX;
let cursor = '0';
do {
  const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
  cursor = next;
  if (keys.length) await redis.del(...keys);
} while (cursor !== '0');
await redis.quit();
