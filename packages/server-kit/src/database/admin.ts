import { DataSource } from 'typeorm';

const DATABASE_NAME = /^[A-Za-z0-9_]{1,63}$/;

/** The database named by a postgres URL, checked so it can be quoted into DDL safely. */
export function databaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!DATABASE_NAME.test(name)) {
    throw new Error(`DATABASE_URL must name a database of letters, digits and _ (got "${name}")`);
  }
  return name;
}

/** The same server's maintenance database, where CREATE/DROP DATABASE are run. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

async function withMaintenanceConnection<T>(databaseUrl: string, work: (db: DataSource) => Promise<T>) {
  const db = new DataSource({ type: 'postgres', url: maintenanceUrl(databaseUrl), connectTimeoutMS: 5000 });
  await db.initialize();
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Creates the database of DATABASE_URL if it does not exist yet; true when it was created. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const name = databaseName(databaseUrl);
  return withMaintenanceConnection(databaseUrl, async (db) => {
    const found: unknown[] = await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length > 0) return false;
    try {
      await db.query(`CREATE DATABASE "${name}"`);
      return true;
    } catch (error) {
      // Several services may start at once: whoever loses the race finds it created (42P04).
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  });
}

/** Drops a database even while connections remain (tests clean up after themselves). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceConnection(databaseUrl, (db) =>
    db.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
