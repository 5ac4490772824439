import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { QUEUES, supportEscalationJobSchema } from '@festive/contracts';
import { parseJob } from '@festive/server-kit';
import type { Job } from 'bullmq';

/**
 * `support.escalation`: tells the support team that a customer asked for a live agent. For now it
 * checks the payload against its contract and records the job; the e-mail comes with the chat issue.
 */
@Processor(QUEUES.supportEscalation)
export class EscalationProcessor extends WorkerHost {
  private readonly logger = new Logger(EscalationProcessor.name);

  async process(job: Job): Promise<void> {
    const data = parseJob(job, supportEscalationJobSchema);
    this.logger.log(
      { queue: job.queueName, jobId: job.id, sessionId: data.sessionId, requestId: data.requestId },
      'job received',
    );
  }
}
