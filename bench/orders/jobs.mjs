// When each order's jobs were queued, started and finished, from BullMQ's own records: the
// pipeline keeps its completed jobs for a week (up to 10,000 per queue), each with the time it
// was added (`timestamp`), its last attempt started (`processedOn`) and it finished (`finishedOn`).
import { Queue } from 'bullmq';

/** BullMQ's connection options for REDIS_URL. */
export function redisConnection(redisUrl) {
  const url = new URL(redisUrl);
  return { host: url.hostname, port: Number(url.port || 6379), maxRetriesPerRequest: null };
}

/**
 * For each queue, the delays from an order's creation (its row's `created_at`) to its job being
 * queued, started and finished, over the given orders' completed jobs.
 */
export async function jobDelays({ redisUrl, redisPrefix, queues, orders }) {
  const createdAt = new Map(orders.map((order) => [order.id, new Date(order.created_at).getTime()]));
  const connection = redisConnection(redisUrl);
  const delays = {};
  for (const name of queues) {
    const queue = new Queue(name, { connection, prefix: `${redisPrefix}:bull` });
    try {
      const jobs = await queue.getJobs(['completed'], 0, -1);
      const mine = jobs.filter((job) => createdAt.has(job?.data?.orderId));
      const since = (job, at) => at - createdAt.get(job.data.orderId);
      delays[name] = {
        queued: mine.map((job) => since(job, job.timestamp)),
        started: mine.map((job) => since(job, job.processedOn)),
        finished: mine.map((job) => since(job, job.finishedOn)),
      };
    } finally {
      await queue.close();
    }
  }
  return delays;
}
