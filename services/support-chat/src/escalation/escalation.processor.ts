import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger } from '@nestjs/common';
import { QUEUES, supportEscalationJobSchema } from '@festive/contracts';
import { parseJob, runWithRequestId } from '@festive/server-kit';
import type { Job } from 'bullmq';
import { EscalationService } from './escalation.service';

/**
 * `support.escalation`: tells the support team that a customer asked for a live agent. Retries
 * come from the job's options (set where it is added); a job that fails for good stays in the
 * failed set and is logged as an error, so a lost escalation is visible.
 */
@Processor(QUEUES.supportEscalation)
export class EscalationProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EscalationProcessor.name);

  constructor(private readonly escalations: EscalationService) {
    super();
  }

  async process(job: Job): Promise<string> {
    const data = parseJob(job, supportEscalationJobSchema);
    // Runs under the request id of the customer's call, so its logs join that request.
    const work = () => this.escalations.notify(data.sessionId);
    const outcome = await (data.requestId ? runWithRequestId(data.requestId, work) : work());
    this.logger.log({ queue: job.queueName, jobId: job.id, sessionId: data.sessionId, outcome }, 'job done');
    return outcome;
  }

  /**
   * On SIGTERM: take no new job and let the one under way finish, before any shutdown hook
   * closes what it needs. @nestjs/bullmq closes its workers only in a global module's
   * onApplicationShutdown, beside the database and Redis ones, in no order it promises; a second
   * close() there returns the same promise.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final = job.attemptsMade >= attempts || job.finishedOn !== undefined;
    const fields = { queue: job.queueName, jobId: job.id, attempt: job.attemptsMade, err: error.message };
    if (final) this.logger.error(fields, 'escalation failed for good; the job stays in the failed set');
    else this.logger.warn(fields, 'escalation failed; will retry');
  }
}
