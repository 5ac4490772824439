import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** The PostgreSQL channel outbox writers notify and the relay listens on. */
export const OUTBOX_CHANNEL = 'orders_outbox';

/**
 * Wakes the outbox relay once the caller's transaction commits: PostgreSQL delivers a NOTIFY
 * only at commit (several of one transaction as one) and never for a rolled-back transaction, so
 * the relay never looks for rows that are not there yet. A lost wake costs only latency: the relay
 * still polls.
 */
export async function wakeOutboxRelay(manager: EntityManager): Promise<void> {
  await manager.query(`NOTIFY ${OUTBOX_CHANNEL}`);
}

/** The slice of node-postgres' client the listener uses. */
interface NotifyingClient {
  on(event: 'notification', listener: (message: { channel: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/** TypeORM's PostgreSQL query runner can give its connection back as broken: the pool then drops it. */
type PostgresQueryRunner = QueryRunner & { releasePostgresConnection?(error?: Error): Promise<void> };

/** Ends the runner's connection for good (never back to the pool, still listening or half-dead). */
function discard(runner: PostgresQueryRunner, why: Error): Promise<void> {
  const done = runner.releasePostgresConnection ? runner.releasePostgresConnection(why) : runner.release();
  return done.catch(() => undefined);
}

/**
 * Holds one database connection LISTENing on the outbox channel and calls `onWake` for every
 * notification, and once after each (re)connection for rows written while nobody listened. A
 * broken connection is logged and replaced after `retryMs`; meanwhile the relay's polling carries
 * on alone.
 */
export class OutboxListener {
  private readonly logger = new Logger(OutboxListener.name);
  private runner: PostgresQueryRunner | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onWake: () => void,
    private readonly retryMs: number,
  ) {}

  async start(): Promise<void> {
    if (this.closed) return;
    const runner: PostgresQueryRunner = this.dataSource.createQueryRunner('master');
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.runner === runner) this.runner = undefined;
      void discard(runner, error ?? new Error('connection ended'));
      if (this.closed) return;
      this.logger.warn(
        { err: error?.message ?? 'connection ended' },
        'outbox listener lost; relay polls meanwhile',
      );
      this.retry = setTimeout(() => void this.start(), this.retryMs);
    };
    try {
      const client = (await runner.connect()) as NotifyingClient;
      client.on('notification', (message) => {
        if (message.channel === OUTBOX_CHANNEL) this.onWake();
      });
      client.on('error', onLost);
      client.on('end', onLost);
      await runner.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (this.closed) {
        await discard(runner, new Error('outbox listener closed'));
        return;
      }
      this.runner = runner;
      this.onWake();
    } catch (error) {
      onLost(error as Error);
    }
  }

  /** Stops listening and gives the connection back before the pool closes. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const runner = this.runner;
    this.runner = undefined;
    if (runner) await discard(runner, new Error('outbox listener closed'));
  }
}
