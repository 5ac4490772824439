// Refuses to start when a port is taken: otherwise a health check could be answered by some other
// process on that port, and our child would die later with EADDRINUSE.
import { createServer } from 'node:net';
import { UserError } from './output.mjs';

function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** @param {{port: number, name: string, env: string}[]} wanted */
export async function ensurePortsFree(wanted, host) {
  const busy = [];
  for (const entry of wanted) if (!(await isFree(entry.port, host))) busy.push(entry);
  if (!busy.length) return;
  const list = busy.map((b) => `${b.port} (${b.name}, ${b.env})`).join(', ');
  throw new UserError(
    `Port${busy.length > 1 ? 's' : ''} ${list} already in use — stop what is listening there or choose other ports with those variables`,
  );
}
