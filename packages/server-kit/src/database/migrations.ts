import type { DataSource, Migration } from 'typeorm';

/**
 * Brings the service's schema up to date: creates the schema when missing (the migrations table
 * lives in it), then runs every pending committed migration, each in its own transaction.
 */
export async function runMigrations(dataSource: DataSource): Promise<Migration[]> {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`runMigrations needs a data source with a plain schema name (got "${schema}")`);
  }
  // Replicas of one service may start their migrations at once (an init step per pod): a
  // session-level advisory lock per schema lets one run them while the others wait, then find
  // nothing pending. The lock key is derived from the schema name, so services never wait on
  // each other.
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`festive-migrations:${schema}`]);
    try {
      await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      return await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`festive-migrations:${schema}`]);
    }
  } finally {
    await runner.release();
  }
}
