import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG } from '@festive/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrdersConfig } from '../config/orders-config';
import { jobOptions } from '../jobs/job-options';
import { Periodic } from '../jobs/periodic';
import { RELAYED_TOPICS, type RelayedTopic } from '../outbox/outbox';
import { OutboxPublisher } from '../outbox/outbox-publisher.service';
import { doneRowsPruneQuery, type OwedJob, owedJobsQuery, PRUNE_BATCH } from './owed-jobs';

const PAGE = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
/** One pass at a time across every worker replica on this database. */
export const RECONCILE_LOCK_KEY = 'orders.job-reconciliation';

export interface ReconcileResult {
  /** Per queue: the orders whose job Redis had lost and that were queued again. */
  requeued: Record<RelayedTopic, string[]>;
  /** Owed work whose job Redis still holds (waiting, retrying or failed for good): left alone. */
  stillQueued: number;
  /** Outbox rows of done work deleted, OUTBOX_KEEP_DAYS after their jobs were queued. */
  pruned: number;
}

/**
 * Redis is not the record: PostgreSQL is. A job lost after its outbox row was stamped published
 * (Redis restarted without persistence, keys evicted) would leave an order never shipped or an
 * invoice never sent. Every RECONCILE_INTERVAL_MS this asks PostgreSQL which confirmed orders
 * still owe their Shiprocket hand-off or invoice e-mail, RECONCILE_GRACE_MINUTES after the job
 * went to Redis, and queues again those Redis no longer knows.
 *
 * A re-queued job takes its outbox row's id, the id it was first given: BullMQ adds nothing when
 * a job of that id is still there (waiting, retrying, or failed for good and kept visible), so a
 * pass never doubles a live job, and the handlers do nothing for work already done. Replicas
 * take a PostgreSQL advisory lock per pass, so only one of them scans and logs at a time; were
 * two to overlap anyway, the job id would still keep one job.
 *
 * Each pass also deletes the rows of done work OUTBOX_KEEP_DAYS after their jobs were queued, so
 * the outbox (and the pass, which reads it) holds the last days' rows and what is still owed,
 * not every job the shop ever queued.
 */
@Injectable()
export class JobReconciler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(JobReconciler.name);
  private readonly loop: Periodic;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    /** Its queues are the ones the jobs went to first. */
    private readonly publisher: OutboxPublisher,
  ) {
    this.loop = new Periodic(
      'job reconciliation',
      config.env.RECONCILE_INTERVAL_MS,
      async () => {
        await this.reconcile();
        return false;
      },
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    // The first pass after one interval: at start-up the relay is still catching up.
    this.loop.start(this.config.env.RECONCILE_INTERVAL_MS);
  }

  /** Lets a pass under way finish before the publisher closes the queues it adds to. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One pass; null when another replica's pass holds the lock. */
  reconcile(graceMinutes = this.config.env.RECONCILE_GRACE_MINUTES): Promise<ReconcileResult | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
        RECONCILE_LOCK_KEY,
      ])) as [{ locked: boolean }];
      if (!locked) return null;
      const result: ReconcileResult = {
        requeued: {} as ReconcileResult['requeued'],
        stillQueued: 0,
        pruned: 0,
      };
      for (const topic of RELAYED_TOPICS) {
        const orderIds: string[] = [];
        for await (const owed of this.owed(manager, topic, graceMinutes)) {
          if (await this.requeueIfLost(topic, owed)) orderIds.push(owed.orderId);
          else result.stillQueued += 1;
        }
        result.requeued[topic] = orderIds;
        if (orderIds.length > 0) {
          this.logger.warn(
            { queue: topic, count: orderIds.length, orderIds },
            'jobs missing from Redis queued again',
          );
        }
        result.pruned += await this.pruneDone(manager, topic);
      }
      if (result.pruned > 0) this.logger.log({ count: result.pruned }, 'outbox rows of done work deleted');
      return result;
    });
  }

  private async *owed(
    manager: EntityManager,
    topic: RelayedTopic,
    graceMinutes: number,
  ): AsyncGenerator<OwedJob> {
    let after = FIRST_ID;
    for (;;) {
      const rows = (await manager.query(owedJobsQuery(topic), [
        topic,
        graceMinutes,
        after,
        PAGE,
      ])) as OwedJob[];
      yield* rows;
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1]!.jobId;
    }
  }

  /** Deletes the topic's rows of done work older than OUTBOX_KEEP_DAYS; how many. */
  private async pruneDone(manager: EntityManager, topic: RelayedTopic): Promise<number> {
    const [, count] = (await manager.query(doneRowsPruneQuery(topic), [
      topic,
      this.config.env.OUTBOX_KEEP_DAYS,
      PRUNE_BATCH,
    ])) as [unknown, number];
    return count;
  }

  /** Adds the job again when Redis has no job of its id; true when it did. */
  private async requeueIfLost(topic: RelayedTopic, owed: OwedJob): Promise<boolean> {
    const queue = this.publisher.queue(topic);
    if ((await queue.getJobState(owed.jobId)) !== 'unknown') return false;
    await queue.add(topic, owed.payload, jobOptions(this.config, owed.jobId));
    return true;
  }
}
