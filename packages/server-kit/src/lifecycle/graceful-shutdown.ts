import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { markDraining } from './draining';

/** In-flight requests get this long to finish once the server stops accepting. */
const DRAIN_TIMEOUT_MS = 20_000;

export interface ShutdownOptions {
  /** How long to keep serving while failing readiness, so endpoints are updated first. */
  delayMs: number;
  /** The HTTP server to drain; none for a worker. */
  server?: Server;
  /** Closes the application (queues, database, Redis), after the server has drained. */
  close: () => Promise<void>;
  log: (message: string) => void;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops accepting connections and waits for the requests in flight. Node keeps serving a
 * kept-alive connection after close(), so every answer from now on says `Connection: close`
 * (the client opens its next request elsewhere) and idle connections are closed at once. After
 * DRAIN_TIMEOUT_MS whatever is left is cut.
 */
function drainServer(server: Server, inFlight: Set<ServerResponse>): Promise<void> {
  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  inFlight.forEach(closeAfterAnswer);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => closeAfterAnswer(res));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, DRAIN_TIMEOUT_MS);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * SIGTERM (Kubernetes, docker stop) and SIGINT (Ctrl-C): fail readiness, wait `delayMs`, drain
 * HTTP, then close the application so queue workers finish their current job and connections
 * close in order. Nest's own shutdown hooks would close Redis and the database while requests
 * were still being answered.
 */
export function stopGracefullyOnSignals(options: ShutdownOptions): void {
  const inFlight = new Set<ServerResponse>();
  options.server?.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markDraining();
    options.log(`${signal}: draining (readiness off for ${options.delayMs} ms)`);
    try {
      await pause(options.delayMs);
      if (options.server) await drainServer(options.server, inFlight);
      await options.close();
      options.log('stopped cleanly');
      process.exit(0);
    } catch (error) {
      options.log(`stopped with an error: ${(error as Error).message}`);
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, (received) => void stop(received));
  }
}
