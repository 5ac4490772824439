import { Logger } from '@nestjs/common';
import type { DataSource, QueryRunner } from 'typeorm';

/** The slice of node-postgres' client a listener uses. */
interface NotifyingClient {
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
}

/** TypeORM's PostgreSQL query runner can give its connection back as broken: the pool then drops it. */
type PostgresQueryRunner = QueryRunner & { releasePostgresConnection?(error?: Error): Promise<void> };

/** Ends the runner's connection for good (never back to the pool, still listening or half-dead). */
function discard(runner: PostgresQueryRunner, why: Error): Promise<void> {
  const done = runner.releasePostgresConnection ? runner.releasePostgresConnection(why) : runner.release();
  return done.catch(() => undefined);
}

export interface ChannelListenerOptions {
  /** Called with the payload of every notification on the channel ('' when none was given). */
  onNotification(payload: string): void;
  /**
   * Called once listening, after each (re)connection: what was notified while nobody listened is
   * lost, so the owner catches up by other means.
   */
  onListening?(): void;
  /** Wait before the first reconnection; each failed one doubles it, up to `maxRetryMs`. */
  retryMs: number;
  /** Default `retryMs`: every reconnection waits the same. */
  maxRetryMs?: number;
  /** Names the listener in logs, e.g. 'outbox listener'. */
  name: string;
  /** What carries on meanwhile, said in the warning when the connection is lost. */
  meanwhile: string;
}

/**
 * Holds one database connection (taken from the pool, never given back while it listens)
 * LISTENing on a PostgreSQL channel. PostgreSQL delivers a NOTIFY only when the notifying
 * transaction commits, several identical ones of one transaction as one. A broken connection is
 * logged and replaced after a wait that grows while reconnecting keeps failing.
 */
export class ChannelListener {
  private readonly logger: Logger;
  private runner: PostgresQueryRunner | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private nextRetryMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly channel: string,
    private readonly options: ChannelListenerOptions,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
    this.logger = new Logger(options.name);
    this.nextRetryMs = options.retryMs;
  }

  /** Whether the connection is listening now. */
  get listening(): boolean {
    return this.runner !== undefined;
  }

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
        { err: error?.message ?? 'connection ended', retryMs: this.nextRetryMs },
        `${this.options.name} lost; ${this.options.meanwhile}`,
      );
      this.retry = setTimeout(() => void this.start(), this.nextRetryMs);
      this.nextRetryMs = Math.min(this.nextRetryMs * 2, this.options.maxRetryMs ?? this.options.retryMs);
    };
    try {
      const client = (await runner.connect()) as NotifyingClient;
      client.on('notification', (message) => {
        if (message.channel === this.channel) this.options.onNotification(message.payload ?? '');
      });
      client.on('error', onLost);
      client.on('end', onLost);
      await runner.query(`LISTEN ${this.channel}`);
      if (this.closed) {
        await discard(runner, new Error(`${this.options.name} closed`));
        return;
      }
      this.runner = runner;
      this.nextRetryMs = this.options.retryMs;
      this.options.onListening?.();
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
    if (runner) await discard(runner, new Error(`${this.options.name} closed`));
  }
}
