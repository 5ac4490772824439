import type { DataSource } from 'typeorm';

/**
 * What the committed migrations built in a service's schema: its tables by name, and the
 * statements TypeORM would still run to make the schema match the entities (none when they
 * agree; an entity changed without its migration shows here).
 */
export async function migratedSchema(
  dataSource: DataSource,
  schema: string,
): Promise<{ tables: string[]; unmatched: string[] }> {
  const tables: { table_name: string }[] = await dataSource.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    [schema],
  );
  const pending = await dataSource.driver.createSchemaBuilder().log();
  return {
    tables: tables.map((row) => row.table_name),
    unmatched: pending.upQueries.map((query) => query.query),
  };
}
