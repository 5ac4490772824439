import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids from the client are kept only when they are short and plain, so they cannot forge log lines. */
const acceptable = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: the client's when acceptable, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

/**
 * Gives every request an id: the services log it and pass it to jobs, so one id
 * follows a call through the whole system. It is set on the incoming headers, which the proxy
 * forwards, and echoed to the client for bug reports.
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
