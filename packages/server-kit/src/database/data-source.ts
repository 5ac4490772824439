import { DataSource, type DataSourceOptions } from 'typeorm';
import type { ServiceConfig } from '../config/env';
import { SnakeNamingStrategy } from './naming';

/** Entity or migration classes. */
export type ClassList = (new () => object)[];

export interface DatabaseParts {
  /** Entity classes of the service. */
  entities: ClassList;
  /**
   * Migration classes of the service, in order. Passed as classes rather than a glob so the same
   * list works from `dist/` at run time and from `src/` under jest.
   */
  migrations: ClassList;
}

/** Connection options for one service: its own schema, its own migrations table, never synchronize. */
export function dataSourceOptions(config: ServiceConfig, parts: DatabaseParts): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.env.DATABASE_URL,
    schema: config.schema,
    entities: parts.entities,
    migrations: parts.migrations,
    migrationsTableName: `${config.schema}_migrations`,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    // Extensions are the migrations' business (they run CREATE EXTENSION themselves);
    // gen_random_uuid() is built into PostgreSQL 13+.
    installExtensions: false,
    uuidExtension: 'pgcrypto',
    applicationName: `festive-${config.service}`,
    poolSize: config.env.DB_POOL_SIZE,
    connectTimeoutMS: 5000,
    // Failed queries surface as exceptions, which the error filter logs as JSON with the request id.
    logging: false,
  };
}

export function createDataSource(config: ServiceConfig, parts: DatabaseParts): DataSource {
  return new DataSource(dataSourceOptions(config, parts));
}
