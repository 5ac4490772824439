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
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  return dataSource.runMigrations({ transaction: 'each' });
}
