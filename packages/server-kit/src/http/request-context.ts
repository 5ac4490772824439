import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled (for internal calls and jobs to pass on), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs work (a job, a CLI step) under a request id so its logs and outgoing calls carry it. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The caller's id when it is a sane token (it ends up in logs), else a fresh one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

/** What runs the rest of a request inside a logging context (nestjs-pino's PinoLogger fits). */
export interface LogContextRunner {
  runInContext<T>(fn: () => T, options?: { bindings?: Record<string, unknown> }): T;
}

/**
 * Takes `x-request-id` from the gateway (or makes one), echoes it on the response, exposes it as
 * `req.id` for pino-http and keeps it in async context for the rest of the request. With a log
 * context runner, lines logged before pino-http's own middleware (body parser, session store
 * errors) carry the id too.
 */
export function requestIdMiddleware(logContext?: LogContextRunner) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    (req as Request & { id?: string }).id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const rest = () => storage.run({ requestId }, next);
    if (logContext) logContext.runInContext(rest, { bindings: { requestId } });
    else rest();
  };
}
