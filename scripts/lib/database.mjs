// Creates the application database when it does not exist yet.
import pg from 'pg';
import { UserError } from './output.mjs';

const NAME = /^[A-Za-z0-9_]{1,63}$/;

/** Resolves true when it created the database. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  // Checked, so quoting it into CREATE DATABASE is safe.
  if (!NAME.test(name))
    throw new UserError(`DATABASE_URL must name a database of letters, digits and _ (got "${name}")`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name}"`);
      return true;
    } catch (err) {
      // 42P04: created meanwhile by someone else, which is just as good.
      if (err.code === '42P04') return false;
      throw err;
    }
  } finally {
    await client.end();
  }
}
