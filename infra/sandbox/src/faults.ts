import express, { Router, type RequestHandler } from 'express';

/**
 * The switchboard tests use to make a stand-in misbehave: `ok` answers normally, `fail` answers
 * 503, `timeout` never answers (the caller's own timeout must fire). Names are fixed so a typo in
 * a test fails loudly instead of injecting nothing. Apart from the mode, a service can answer
 * slowly: each request waits a latency (a fixed part plus a random jitter) before it is handled,
 * as a provider under load does, so tests can widen the windows in which callers race.
 */
export const FAULT_SERVICES = ['sms', 'mail', 'shiprocket', 'razorpay', 'llm'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];
export const FAULT_MODES = ['ok', 'fail', 'timeout'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** How long a service waits before it handles a request: `ms` plus up to `jitterMs` more. */
export interface Latency {
  ms: number;
  jitterMs: number;
}
/** The stand-ins behind `faultGate` (HTTP); the mail catcher speaks SMTP and has no latency. */
export const SLOW_SERVICES = FAULT_SERVICES.filter((s) => s !== 'mail');
/** A minute at most: a slow answer, not a stand-in for `timeout`. */
export const MAX_LATENCY_MS = 60_000;

export class FaultBoard {
  private readonly modes = new Map<FaultService, FaultMode>();
  private readonly latencies = new Map<FaultService, Latency>();

  mode(service: FaultService): FaultMode {
    return this.modes.get(service) ?? 'ok';
  }

  set(service: FaultService, mode: FaultMode): void {
    if (mode === 'ok') this.modes.delete(service);
    else this.modes.set(service, mode);
  }

  reset(): void {
    this.modes.clear();
    this.latencies.clear();
  }

  latency(service: FaultService): Latency {
    return this.latencies.get(service) ?? { ms: 0, jitterMs: 0 };
  }

  setLatency(service: FaultService, latency: Latency): void {
    if (latency.ms === 0 && latency.jitterMs === 0) this.latencies.delete(service);
    else this.latencies.set(service, latency);
  }

  latencySnapshot(): Record<FaultService, Latency> {
    return Object.fromEntries(FAULT_SERVICES.map((s) => [s, this.latency(s)])) as Record<
      FaultService,
      Latency
    >;
  }

  /** This request's wait for `service`: its latency with a fresh draw of the jitter. */
  delayMs(service: FaultService): number {
    const { ms, jitterMs } = this.latency(service);
    return ms + Math.floor(Math.random() * (jitterMs + 1));
  }

  snapshot(): Record<FaultService, FaultMode> {
    return Object.fromEntries(FAULT_SERVICES.map((s) => [s, this.mode(s)])) as Record<
      FaultService,
      FaultMode
    >;
  }
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Put in front of a stand-in's routes so it honours the switchboard. */
export function faultGate(board: FaultBoard, service: FaultService): RequestHandler {
  const answer: RequestHandler = (_req, res, next) => {
    const mode = board.mode(service);
    if (mode === 'ok') return next();
    // 'timeout': hold the request open; the server drops it when the sandbox closes.
    if (mode === 'timeout') return;
    res.status(503).json({ message: `${service} is failing (sandbox fault injected)` });
  };
  return (req, res, next) => {
    const delay = board.delayMs(service);
    if (delay === 0) return answer(req, res, next);
    // The mode is read after the wait: a slow answer is given as the board stands by then.
    setTimeout(() => answer(req, res, next), delay);
  };
}

const latencyPart = (value: unknown): number | undefined =>
  value === undefined
    ? 0
    : typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS
      ? value
      : undefined;

/**
 * POST /sandbox/faults {service, mode}; GET shows the board; POST/GET /sandbox/faults/latency
 * set and show the slow answers; DELETE sets everything back to ok and at once.
 */
export function faultsRouter(board: FaultBoard): Router {
  const router = Router();
  router.use(express.json());
  router.get('/sandbox/faults', (_req, res) => {
    res.json(board.snapshot());
  });
  router.post('/sandbox/faults', (req, res) => {
    const { service, mode } = (req.body ?? {}) as { service?: unknown; mode?: unknown };
    if (!isOneOf(FAULT_SERVICES, service)) {
      res.status(400).json({ message: `service must be one of ${FAULT_SERVICES.join(', ')}` });
      return;
    }
    if (!isOneOf(FAULT_MODES, mode)) {
      res.status(400).json({ message: `mode must be one of ${FAULT_MODES.join(', ')}` });
      return;
    }
    board.set(service, mode);
    res.json(board.snapshot());
  });
  router.get('/sandbox/faults/latency', (_req, res) => {
    res.json(board.latencySnapshot());
  });
  // POST /sandbox/faults/latency {service, ms, jitterMs?}; {ms: 0} answers at once again.
  router.post('/sandbox/faults/latency', (req, res) => {
    const { service, ms, jitterMs } = (req.body ?? {}) as Record<string, unknown>;
    if (!isOneOf(SLOW_SERVICES, service)) {
      res.status(400).json({ message: `service must be one of ${SLOW_SERVICES.join(', ')}` });
      return;
    }
    const fixed = latencyPart(ms);
    const jitter = latencyPart(jitterMs);
    if (ms === undefined || fixed === undefined || jitter === undefined) {
      res
        .status(400)
        .json({ message: `ms and jitterMs must be whole milliseconds from 0 to ${MAX_LATENCY_MS}` });
      return;
    }
    board.setLatency(service, { ms: fixed, jitterMs: jitter });
    res.json(board.latencySnapshot());
  });
  router.delete('/sandbox/faults', (_req, res) => {
    board.reset();
    res.json(board.snapshot());
  });
  return router;
}
