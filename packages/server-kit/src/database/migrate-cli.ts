import type { ServiceName } from '@festive/contracts';
import { startupFailure } from '../bootstrap/bootstrap';
import { type ServiceConfig, loadConfig } from '../config/env';
import { ensureDatabase } from './admin';
import { type DatabaseParts, createDataSource } from './data-source';
import { runMigrations } from './migrations';

/**
 * `dist/cli/migrate.js` of a service: creates the database if missing, then the schema, then
 * runs the committed migrations. Prints one line either way; exits 1 on failure.
 */
export async function migrateCli(service: ServiceName, parts: DatabaseParts): Promise<void> {
  let config: ServiceConfig | undefined;
  try {
    config = loadConfig(service);
    const created = await ensureDatabase(config.env.DATABASE_URL);
    const dataSource = createDataSource(config, parts);
    await dataSource.initialize();
    try {
      const applied = await runMigrations(dataSource);
      const names = applied.map((migration) => migration.name).join(', ');
      console.info(
        `${service}: ${created ? 'created the database, ' : ''}` +
          (applied.length ? `applied ${names}` : `schema "${config.schema}" is up to date`),
      );
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    console.error(
      startupFailure(`${service} migrations`, error, config).replace('could not start', 'failed'),
    );
    process.exitCode = 1;
  }
}
