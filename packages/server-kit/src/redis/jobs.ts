import { type Job, UnrecoverableError } from 'bullmq';
import { type SafeParseable, validationError } from '../http/zod.pipe';

/**
 * A job's payload checked against its contracts schema. A payload that does not fit will never
 * fit, so the job fails at once (UnrecoverableError skips the retries) and stays visible as failed.
 */
export function parseJob<T>(job: Job, schema: SafeParseable<T>): T {
  const result = schema.safeParse(job.data);
  if (result.success) return result.data;
  const { message } = validationError(result.error.issues).getResponse() as { message: string };
  throw new UnrecoverableError(`invalid ${job.queueName} payload: ${message}`);
}
