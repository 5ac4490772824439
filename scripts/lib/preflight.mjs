// Are PostgreSQL and Redis up? Checked before anything is built, so a missing one costs seconds.
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import Redis from 'ioredis';
import { UserError } from './output.mjs';

const TIMEOUT_MS = 3000;
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ECONNRESET',
  'EAI_AGAIN',
]);

const hostPort = (url, defaultPort) => `${url.hostname || '127.0.0.1'}:${url.port || defaultPort}`;
const isLocal = (url) => ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(url.hostname);

function postgresHint() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  return versions.length
    ? `pg_ctlcluster ${versions.sort().at(-1)} main start`
    : 'start the PostgreSQL service';
}

const redisHint = (port) =>
  `redis-server --daemonize yes --bind 127.0.0.1 --port ${port} --save "" --appendonly no`;

/** null when PostgreSQL answers, else {name, where, hint} or {problem} (a one-line message). */
async function checkPostgres(databaseUrl) {
  const url = new URL(databaseUrl);
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: maintenance.toString(),
    connectionTimeoutMillis: TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    const where = hostPort(url, 5432);
    if (UNREACHABLE.has(err.code) || /timeout/i.test(err.message)) {
      return {
        name: 'PostgreSQL',
        where,
        hint: isLocal(url) ? postgresHint() : `start PostgreSQL at ${where}`,
      };
    }
    return { problem: `PostgreSQL at ${where} refused the connection: ${err.message}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(redisUrl) {
  const url = new URL(redisUrl);
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    const where = hostPort(url, 6379);
    if (/NOAUTH|WRONGPASS|ERR/.test(err.message)) {
      return { problem: `Redis at ${where} refused: ${err.message}` };
    }
    return {
      name: 'Redis',
      where,
      hint: isLocal(url) ? redisHint(url.port || 6379) : `start Redis at ${where}`,
    };
  } finally {
    redis.disconnect();
  }
}

/**
 * Throws a UserError whose message is one line: what is not reachable and the command that
 * starts it.
 */
export async function checkBackingServices({ databaseUrl, redisUrl, command = 'npm start' }) {
  const results = (await Promise.all([checkPostgres(databaseUrl), checkRedis(redisUrl)])).filter(Boolean);
  const problems = results.filter((r) => r.problem).map((r) => r.problem);
  if (problems.length) throw new UserError(problems.join('; '));
  if (!results.length) return;
  const hints = results.map((r) => r.hint).join('; ');
  const [only] = results;
  if (results.length === 1) {
    throw new UserError(
      `${only.name} is not reachable at ${only.where} — start it (${hints}) and run ${command} again`,
    );
  }
  const what = results.map((r) => `${r.name} (${r.where})`).join(' and ');
  throw new UserError(`${what} are not reachable — start them (${hints}) and run ${command} again`);
}
