// A small closed-loop HTTP load: `connections` keep-alive clients, each sending the next request
// as soon as the previous answer is read, for `seconds`. Latency is measured per request.
import http from 'node:http';

function get(agent, url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6 }),
      );
    });
    req.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs `paths` (taken round-robin) against `baseUrl`. A short warm-up is not counted. Returns
 * p50/p95/p99/max in ms, requests per second and the count of non-200 answers.
 */
export async function measure(baseUrl, paths, { connections = 4, seconds = 10, warmupSeconds = 2 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let next = 0;
  const run = async (until, record) => {
    while (Date.now() < until) {
      const path = paths[next++ % paths.length];
      const { status, ms } = await get(agent, `${baseUrl}${path}`);
      record(status, ms);
    }
  };
  const clients = (until, record) =>
    Promise.all(Array.from({ length: connections }, () => run(until, record)));
  await clients(Date.now() + warmupSeconds * 1000, () => {});

  const latencies = [];
  let errors = 0;
  const started = Date.now();
  await clients(started + seconds * 1000, (status, ms) => {
    latencies.push(ms);
    if (status !== 200) errors += 1;
  });
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}
