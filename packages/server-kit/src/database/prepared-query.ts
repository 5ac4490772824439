import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

interface PgResult<Row> {
  rows: Row[];
  rowCount: number | null;
}

interface PgQueryable {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<PgResult<Row>>;
}

const names = new Map<string, string>();

/** A statement's name on a connection: the same text always gets the same name. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `fg_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement that every order runs, as a named prepared statement of its connection:
 * PostgreSQL parses and plans it once per connection rather than on every call (for a short
 * statement that was most of its cost). In the manager's transaction when it has one, else on a
 * connection of the pool. Only for statements whose text is one of a few fixed ones: each text
 * stays prepared for the connection's life. Answers the rows and how many rows were changed.
 */
export async function preparedQuery<Row>(
  manager: EntityManager,
  text: string,
  values: unknown[],
): Promise<{ rows: Row[]; count: number }> {
  const runner = manager.queryRunner;
  const target: PgQueryable =
    runner && !runner.isReleased
      ? ((await runner.connect()) as PgQueryable)
      : (manager.connection.driver as unknown as { master: PgQueryable }).master;
  const result = await target.query<Row>({ name: nameOf(text), text, values });
  return { rows: result.rows, count: result.rowCount ?? 0 };
}
