import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';

/**
 * Where test ports are picked: below Linux's ephemeral range (32768-60999), from which the
 * kernel also gives outgoing connections their local ports, so a test's many HTTP and database
 * connections never take a port between its check here and the process binding it (seen as
 * EADDRINUSE with ports the kernel handed out); above the ports `npm start` and the browser
 * tests listen on.
 */
const TEST_PORTS = { from: 20_000, to: 32_000 } as const;

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A TCP port nothing listens on right now, for a process a test starts (or as an address that
 * refuses connections).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = randomInt(TEST_PORTS.from, TEST_PORTS.to);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${TEST_PORTS.from} and ${TEST_PORTS.to}`);
}

/**
 * Waits until a service a test started answers `GET /health`; fails at once if the process exits
 * first, and after `timeoutMs`, with what the process printed so far.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not healthy within ${timeoutMs / 1000} s:\n${output()}`);
}
