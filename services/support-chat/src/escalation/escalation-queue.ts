import type { JobsOptions } from 'bullmq';
import type { SupportChatConfig } from '../config/support-chat-config';

/**
 * One escalation per session: the job id is derived from the session id, so a second request
 * (a double click, a retry after a lost answer) finds the job already there and adds nothing.
 * BullMQ ids may not contain ':', hence the dash.
 */
export const escalationJobId = (sessionId: string): string => `escalation-${sessionId}`;

/** Retried with exponential backoff; a job that still fails stays in the failed set, visible. */
export function escalationJobOptions(config: SupportChatConfig, sessionId: string): JobsOptions {
  return {
    jobId: escalationJobId(sessionId),
    attempts: config.env.ESCALATION_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.env.ESCALATION_JOB_BACKOFF_MS },
    removeOnComplete: { age: 30 * 24 * 3600, count: 10_000 },
    removeOnFail: false,
  };
}
