// CPU time each part of the shop spent, read from /proc (Linux): on a machine shared with other
// work the latencies mostly measure the wait for a core, but the CPU an order costs does not.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { redisConnection } from './jobs.mjs';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in ms, or 0 when it is gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL backends serving the shop's database: the services' pools, not the bench's own
 * connection, whose checks and drain counts are the measuring, not the shop's work.
 */
async function backendPids(db, database) {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [database],
  );
  return rows.map((row) => row.pid);
}

/**
 * Redis's own CPU time so far in ms, as its `INFO` tells it (the server may be anywhere
 * REDIS_URL points; only it knows its pid). BullMQ's client, so the bench needs no other.
 */
async function redisCpuMs(redisUrl) {
  const queue = new Queue('bench-cpu', { connection: redisConnection(redisUrl) });
  try {
    const info = await (await queue.getBackend().client).info();
    const seconds = (field) => Number(info.match(new RegExp(`^${field}:([0-9.]+)`, 'm'))?.[1] ?? 0);
    return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
  } finally {
    await queue.close();
  }
}

/**
 * A snapshot of the CPU time used so far by each of the shop's processes (`children`: name ->
 * pid, from start.mjs's ready file), its database's backends together, Redis (the whole server:
 * during a run only the shop uses it) and this process.
 */
export async function cpuSnapshot(children, db, database, redisUrl) {
  const parts = Object.fromEntries(Object.entries(children).map(([name, pid]) => [name, cpuMsOf(pid)]));
  const backends = await backendPids(db, database);
  parts.postgres = backends.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  parts.redis = await redisCpuMs(redisUrl);
  const self = process.cpuUsage();
  parts['bench client'] = (self.user + self.system) / 1000;
  return { parts, backends: new Set(backends) };
}

/**
 * CPU ms per order between two snapshots. A backend that appeared in between counts from zero,
 * one that went away is lost (pools keep their connections, so few do).
 */
export function cpuPerOrder(before, after, orders) {
  const out = {};
  for (const [name, ms] of Object.entries(after.parts)) {
    const spent = Math.max(0, ms - (before.parts[name] ?? 0));
    out[name] = orders > 0 ? spent / orders : Number.NaN;
  }
  return out;
}
