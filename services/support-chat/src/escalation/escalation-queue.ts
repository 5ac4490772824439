import { type JobPolicy, jobOptions, jobPolicy } from '@festive/server-kit';
import type { JobsOptions } from 'bullmq';
import type { SupportChatConfig } from '../config/support-chat-config';

/**
 * One escalation per session: the job id is derived from the session id, so a second request
 * (a double click, a retry after a lost answer) finds the job already there and adds nothing.
 * BullMQ ids may not contain ':', hence the dash.
 */
export const escalationJobId = (sessionId: string): string => `escalation-${sessionId}`;

/**
 * The escalation numbers for the system's job policy: retried with exponential backoff, one job
 * at a time, a completed job kept a month; a job that still fails stays in the failed set, visible.
 */
export function escalationJobPolicy(config: SupportChatConfig): JobPolicy {
  return jobPolicy({
    attempts: config.env.ESCALATION_JOB_ATTEMPTS,
    backoffMs: config.env.ESCALATION_JOB_BACKOFF_MS,
    lockMs: 30_000,
    concurrency: 1,
    keepCompletedSeconds: 30 * 24 * 3600,
  });
}

export function escalationJobOptions(config: SupportChatConfig, sessionId: string): JobsOptions {
  return jobOptions(escalationJobPolicy(config), escalationJobId(sessionId));
}
