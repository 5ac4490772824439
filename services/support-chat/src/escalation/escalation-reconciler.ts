import { InjectQueue } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QUEUES, type SupportEscalationJob } from '@festive/contracts';
import { SERVICE_CONFIG } from '@festive/server-kit';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { SupportChatConfig } from '../config/support-chat-config';
import { escalationJobId, escalationJobOptions } from './escalation-queue';

const PAGE = 500;
const FIRST_ID = '00000000-0000-0000-0000-000000000000';
/** One pass at a time across every worker replica on this database. */
export const ESCALATION_RECONCILE_LOCK_KEY = 'support-chat.escalation-reconciliation';

export interface EscalationReconcileResult {
  /** Sessions whose escalation job Redis had lost, queued again. */
  requeued: string[];
  /** Owed escalations whose job Redis still holds (waiting, retrying or failed for good): left alone. */
  stillQueued: number;
}

/**
 * Redis is not the record: a live-agent request is, in PostgreSQL (`live_agent_requested = 1`,
 * `live_agent_notified = 0`). Should its job be lost (Redis restarted without persistence, keys
 * evicted, or the add failed after the flag was set), the support team would never hear of it.
 * Every RECONCILE_INTERVAL_MS this finds requests still not e-mailed whose session has been quiet
 * for RECONCILE_GRACE_MINUTES, and queues again those Redis no longer knows, under the same job
 * id the chat gives them: BullMQ adds nothing while that job is still there, and the job itself
 * sends nothing once the session is marked notified. Replicas take a PostgreSQL advisory lock
 * per pass, so only one scans and logs at a time.
 */
@Injectable()
export class EscalationReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EscalationReconciler.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.supportEscalation) private readonly escalations: Queue<SupportEscalationJob>,
    @Inject(SERVICE_CONFIG) private readonly config: SupportChatConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Stops the ticks and waits for a pass under way, before the database and Redis close. */
  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass; null when another replica's pass holds the lock. */
  reconcile(
    graceMinutes = this.config.env.RECONCILE_GRACE_MINUTES,
  ): Promise<EscalationReconcileResult | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked`, [
        ESCALATION_RECONCILE_LOCK_KEY,
      ])) as [{ locked: boolean }];
      if (!locked) return null;
      const result: EscalationReconcileResult = { requeued: [], stillQueued: 0 };
      let after = FIRST_ID;
      for (;;) {
        const rows = (await manager.query(
          `SELECT id FROM support_chat.chat_sessions
           WHERE live_agent_requested = 1 AND live_agent_notified = 0
             AND updated_at <= now() - make_interval(mins => $1) AND id > $2
           ORDER BY id LIMIT $3`,
          [graceMinutes, after, PAGE],
        )) as { id: string }[];
        for (const { id } of rows) {
          if ((await this.escalations.getJobState(escalationJobId(id))) !== 'unknown') {
            result.stillQueued += 1;
            continue;
          }
          await this.escalations.add(
            QUEUES.supportEscalation,
            { sessionId: id },
            escalationJobOptions(this.config, id),
          );
          result.requeued.push(id);
        }
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1]!.id;
      }
      if (result.requeued.length > 0) {
        this.logger.warn(
          { queue: QUEUES.supportEscalation, count: result.requeued.length, sessionIds: result.requeued },
          'escalation jobs missing from Redis queued again',
        );
      }
      return result;
    });
  }

  /** The first pass after one interval: a request just made has its job in Redis anyway. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.reconcile()
        .catch((error: Error) =>
          this.logger.error({ err: error.message }, 'escalation reconciliation failed; retrying later'),
        )
        .finally(() => this.schedule());
    }, this.config.env.RECONCILE_INTERVAL_MS);
  }
}
