import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FROM_COMMIT } from '@festive/contracts';
import { BatchedWhileSending, preparedQuery, ProducerQueues, SERVICE_CONFIG } from '@festive/server-kit';
import type { Queue } from 'bullmq';
import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { jobOptions } from '../jobs/job-options';
import { type OutboxRow, RELAYED_TOPICS, type RelayedTopic, takeWrittenRows } from './outbox';

/** The most transactions' rows one publish takes (a few hundred jobs at most). */
const COMMITS_PER_PUBLISH = 100;

/**
 * Turns outbox rows into jobs. Every transaction that wrote rows (`writeOutbox`), and every
 * statement that wrote and committed them by itself (`publishCommitted`), has them
 * enqueued by its own process the moment it commits (or, while another publish is under way,
 * together with the others right after it), and stamped published after: no job waits
 * for a poll, and nobody else reads them back. If Redis or the stamp fails, the rows stay
 * unpublished and the relay's poll (outbox-relay.service.ts) takes them; a row enqueued twice is
 * still one job, since the job's id is the row's.
 *
 * It is a TypeORM subscriber so that it hears every transaction end, whoever opened it.
 */
@Injectable()
export class OutboxPublisher
  implements EntitySubscriberInterface, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger(OutboxPublisher.name);
  private readonly queues: ProducerQueues<RelayedTopic>;
  /**
   * The transactions that commit while rows are being published are published together after:
   * at a peak one Redis round trip per topic and one stamp serve several orders.
   */
  private readonly committed = new BatchedWhileSending<OutboxRow[]>(
    (batches) => this.publish(batches.flat()),
    COMMITS_PER_PUBLISH,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {
    this.queues = new ProducerQueues(config, RELAYED_TOPICS, 'festive-orders-outbox');
    dataSource.subscribers.push(this);
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    // A savepoint released: the transaction, and its rows, go on.
    if (queryRunner.isTransactionActive) return;
    // Not awaited: the commit is done, and the answer to the shopper need not wait for Redis.
    this.publishCommitted(takeWrittenRows(queryRunner));
  }

  /**
   * Rows a single statement wrote and committed by itself (outside any transaction, so no commit
   * event tells of them): published as a transaction's are at its commit.
   */
  publishCommitted(rows: OutboxRow[]): void {
    if (rows.length > 0) void this.committed.add(rows);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    // Also when only a savepoint rolled back: which rows it wrote is not known here, so the
    // transaction's rows are left, once it commits, to the relay's poll.
    takeWrittenRows(queryRunner);
  }

  /** The queue of a relayed topic (the reconciliation queues lost jobs again on it). */
  queue(topic: RelayedTopic): Queue {
    return this.queues.get(topic);
  }

  /**
   * Enqueues the rows, one round trip to Redis per topic; a job id Redis already holds stays as it
   * is; the topics' queues are asked at once. `atCommit`: the rows' own transaction has just committed, so no job of theirs can have run
   * yet, and the jobs say so (`FROM_COMMIT`).
   */
  async enqueue(rows: OutboxRow[], { atCommit = false } = {}): Promise<void> {
    await Promise.all(
      [...this.queues.entries()].map(async ([topic, queue]) => {
        const mine = rows.filter((row) => row.topic === topic);
        if (mine.length === 0) return;
        await queue.addBulk(
          mine.map((row) => ({
            name: topic,
            data: atCommit ? { ...row.payload, [FROM_COMMIT]: true } : row.payload,
            opts: jobOptions(this.config, row.id),
          })),
        );
      }),
    );
  }

  /** Stamps the rows published, in the caller's transaction or on its own. */
  async stamp(manager: EntityManager, rows: OutboxRow[]): Promise<void> {
    await preparedQuery(
      manager,
      `UPDATE orders.outbox SET published_at = now() WHERE id = ANY($1::uuid[]) AND published_at IS NULL`,
      [rows.map((row) => row.id)],
    );
  }

  /** Lets the enqueues under way finish before Redis and the database close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.committed.settled();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close();
  }

  private async publish(rows: OutboxRow[]): Promise<void> {
    try {
      await this.enqueue(rows, { atCommit: true });
      await this.stamp(this.dataSource.manager, rows);
    } catch (error) {
      this.logger.warn(
        { count: rows.length, err: (error as Error).message },
        'outbox rows not published at commit; the relay will',
      );
    }
  }
}
