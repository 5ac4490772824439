import type { DataSource, QueryRunner } from 'typeorm';

/** Runs one SQL statement and returns its rows (RETURNING rows for UPDATE and DELETE too). */
export type Sql = <Row>(statement: string, parameters?: unknown[]) => Promise<Row[]>;

/**
 * One database transaction with a plain SQL runner. The stock statements are written by hand:
 * `UPDATE ... WHERE stock >= qty` is the whole point and no query builder says it better.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (sql: Sql) => Promise<T>): Promise<T> {
  const runner: QueryRunner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const sql: Sql = async <Row>(statement: string, parameters: unknown[] = []) => {
    const result = await runner.query(statement, parameters, true);
    return result.records as Row[];
  };
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
