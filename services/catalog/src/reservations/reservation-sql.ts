import { preparedQuery } from '@festive/server-kit';
import type { DataSource, QueryRunner } from 'typeorm';

/** Runs one SQL statement and returns its rows (RETURNING rows for UPDATE and DELETE too). */
export type Sql = <Row>(statement: string, parameters?: unknown[]) => Promise<Row[]>;

/**
 * One database transaction with a plain SQL runner, for the release (holding stock is one call of
 * `catalog.reserve_stock`). The stock statements are written by hand: no query builder says
 * `stock = stock + quantity` under the order's lock better. They are a few fixed texts, so each is
 * prepared once per connection.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const runner: QueryRunner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const sql: Sql = async <Row>(statement: string, parameters: unknown[] = []) =>
    (await preparedQuery<Row>(runner.manager, statement, parameters)).rows;
  try {
    const value = await work(sql);
    await runner.commitTransaction();
    return value;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
