import express, { Router, type RequestHandler } from 'express';

/**
 * The switchboard tests use to make a stand-in misbehave: `ok` answers normally, `fail` answers
 * 503, `timeout` never answers (the caller's own timeout must fire). Names are fixed so a typo in
 * a test fails loudly instead of injecting nothing.
 */
export const FAULT_SERVICES = ['sms', 'mail', 'shiprocket', 'razorpay', 'llm'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];
export const FAULT_MODES = ['ok', 'fail', 'timeout'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export class FaultBoard {
  private readonly modes = new Map<FaultService, FaultMode>();

  mode(service: FaultService): FaultMode {
    return this.modes.get(service) ?? 'ok';
  }

  set(service: FaultService, mode: FaultMode): void {
    if (mode === 'ok') this.modes.delete(service);
    else this.modes.set(service, mode);
  }

  reset(): void {
    this.modes.clear();
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
  return (_req, res, next) => {
    const mode = board.mode(service);
    if (mode === 'ok') return next();
    // 'timeout': hold the request open; the server drops it when the sandbox closes.
    if (mode === 'timeout') return;
    res.status(503).json({ message: `${service} is failing (sandbox fault injected)` });
  };
}

/** POST /sandbox/faults {service, mode}; GET shows the board; DELETE sets everything back to ok. */
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
  router.delete('/sandbox/faults', (_req, res) => {
    board.reset();
    res.json(board.snapshot());
  });
  return router;
}
