import { OnWorkerEvent } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QUEUES, supportEscalationJobSchema } from '@festive/contracts';
import { JobProcessor, JobWorker, parseJob, runWithRequestId, SERVICE_CONFIG } from '@festive/server-kit';
import type { Job } from 'bullmq';
import type { SupportChatConfig } from '../config/support-chat-config';
import { escalationJobPolicy } from './escalation-queue';
import { EscalationService } from './escalation.service';

/**
 * `support.escalation`: tells the support team that a customer asked for a live agent. Retries
 * come from the job's options (set where it is added); a job that fails for good stays in the
 * failed set and is logged as an error, so a lost escalation is visible. The worker closes before
 * the database and Redis on shutdown (JobWorker), so the e-mail under way is finished and marked.
 */
@JobProcessor(QUEUES.supportEscalation)
export class EscalationProcessor extends JobWorker {
  constructor(
    private readonly escalations: EscalationService,
    @Inject(SERVICE_CONFIG) config: SupportChatConfig,
  ) {
    super(escalationJobPolicy(config));
  }

  async process(job: Job): Promise<string> {
    const data = parseJob(job, supportEscalationJobSchema);
    // Runs under the request id of the customer's call, so its logs join that request.
    const work = () => this.escalations.notify(data.sessionId);
    const outcome = await (data.requestId ? runWithRequestId(data.requestId, work) : work());
    this.logger.log({ queue: job.queueName, jobId: job.id, sessionId: data.sessionId, outcome }, 'job done');
    return outcome;
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
