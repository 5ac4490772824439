import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createQueue, preparedQuery, SERVICE_CONFIG } from '@festive/server-kit';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { jobOptions } from '../jobs/job-options';
import { Periodic } from '../jobs/periodic';
import { RELAYED_TOPICS } from './outbox';
import { OutboxListener } from './outbox-wake';

const BATCH = 100;

interface OutboxRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * The outbox relay, in the worker: takes unpublished rows with FOR UPDATE SKIP
 * LOCKED (several workers never take the same row), enqueues each as a job whose id is the row's
 * id, and stamps them published in the same transaction. A crash between the two leaves the row
 * unpublished; relaying it again finds the job already there.
 *
 * It runs as soon as a writer's transaction commits (every writer goes through `writeOutbox`,
 * which NOTIFYs the outbox channel with the new rows' ids, see outbox-wake.ts) and every
 * OUTBOX_POLL_MS besides: the poll is the safety net for a wake lost with a dropped connection.
 * A wake's rows are fetched by key. The search for unpublished rows runs on the poll, after a
 * wake without ids, and at least once every OUTBOX_POLL_MS under load: at a festival peak the
 * index it walks holds the entries of every row published in the last moments (dead, but not yet
 * removable while older transactions run), and walking them on every wake cost more than the rows.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private readonly queues = new Map<string, Queue>();
  private readonly loop: Periodic;
  private readonly listener: OutboxListener;
  /** Rows named by wakes and not yet relayed. */
  private readonly announced = new Set<string>();
  /** A wake came without ids: search before relaying by key again. */
  private searchWanted = true;
  private lastSearchAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
  ) {
    for (const topic of RELAYED_TOPICS) this.queues.set(topic, createQueue(config, topic));
    this.loop = new Periodic('outbox relay', config.env.OUTBOX_POLL_MS, () => this.relayBatch(), this.logger);
    this.listener = new OutboxListener(
      dataSource,
      (ids) => {
        if (ids.length === 0) this.searchWanted = true;
        for (const id of ids) this.announced.add(id);
        this.loop.wake();
      },
      config.env.OUTBOX_POLL_MS,
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    this.loop.start();
    await this.listener.start();
  }

  /** Takes no new batch and waits for the one under way, before the database and Redis close. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.listener.close();
    await this.loop.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  /** Relays one batch; true when there may be more waiting. */
  relayBatch(): Promise<boolean> {
    const now = Date.now();
    const search =
      this.searchWanted ||
      this.announced.size === 0 ||
      now - this.lastSearchAt >= this.config.env.OUTBOX_POLL_MS;
    if (search) {
      this.searchWanted = false;
      this.lastSearchAt = now;
    }
    // Taken off the list before the batch: if it fails, the next search finds them.
    const ids = search ? [] : [...this.announced].slice(0, BATCH);
    for (const id of ids) this.announced.delete(id);
    return this.dataSource.transaction(async (manager) => {
      const rows = search ? await this.unpublished(manager) : await this.announcedRows(manager, ids);
      if (rows.length === 0) return this.announced.size > 0;
      // One round trip to Redis per queue; a job id Redis already holds is left as it is.
      for (const [topic, queue] of this.queues) {
        const mine = rows.filter((row) => row.topic === topic);
        if (mine.length === 0) continue;
        await queue.addBulk(
          mine.map((row) => ({ name: topic, data: row.payload, opts: jobOptions(this.config, row.id) })),
        );
      }
      await preparedQuery(
        manager,
        `UPDATE orders.outbox SET published_at = now() WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
      this.logger.log({ count: rows.length }, 'outbox relayed');
      return (search && rows.length === BATCH) || this.announced.size > 0;
    });
  }

  private async unpublished(manager: EntityManager): Promise<OutboxRow[]> {
    // Walk the unpublished-rows index in order rather than as a bitmap: every row published
    // leaves a dead entry there until a vacuum, and only an index scan marks the ones it passes
    // so the next batch skips them. A bitmap scan re-read thousands of them each time (10 ms a
    // batch after 45,000 orders).
    await manager.query('SET LOCAL enable_bitmapscan = off');
    const { rows } = await preparedQuery<OutboxRow>(
      manager,
      `SELECT id, topic, payload FROM orders.outbox
       WHERE published_at IS NULL AND topic = ANY($1::text[])
       ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [[...RELAYED_TOPICS], BATCH],
    );
    return rows;
  }

  /**
   * The named rows still unpublished (another worker, or a search, may have relayed them). Which
   * are unpublished is asked of each row rather than in WHERE: a condition on published_at would
   * let the planner walk the unpublished-rows index instead of looking the ids up.
   */
  private async announcedRows(manager: EntityManager, ids: string[]): Promise<OutboxRow[]> {
    const { rows } = await preparedQuery<OutboxRow & { unpublished: boolean }>(
      manager,
      `SELECT id, topic, payload, published_at IS NULL AS unpublished FROM orders.outbox
       WHERE id = ANY($1::uuid[]) ORDER BY created_at FOR UPDATE SKIP LOCKED`,
      [ids],
    );
    const relayed = new Set<string>(RELAYED_TOPICS);
    return rows
      .filter((row) => row.unpublished && relayed.has(row.topic))
      .map(({ id, topic, payload }) => ({ id, topic, payload }));
  }
}
