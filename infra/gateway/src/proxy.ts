import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  CATALOGUE_VERSION_HEADER,
  SERVICE_NAMES,
  STATIC_ROUTES,
  type ServiceName,
  findService,
} from '@festive/contracts';
import type { GatewayConfig } from './config';
import { sendJsonError } from './json-error';
import type { Logger } from './log';
import { REQUEST_ID_HEADER } from './request-id';

class UpstreamTimeout extends Error {
  constructor(ms: number) {
    super(`no response headers within ${ms} ms`);
    this.name = 'UpstreamTimeout';
  }
}

function isResponse(res: ServerResponse | Socket): res is ServerResponse {
  return typeof (res as ServerResponse).writeHead === 'function';
}

/** A path the gateway hands to a service: /api/* and the STATIC_ROUTES prefixes (/objects/). */
function isServicePath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || STATIC_ROUTES.some((r) => path.startsWith(r.prefix));
}

/**
 * `.`/`..` segments (also percent-encoded) are refused here: a service that normalises paths
 * could otherwise be walked out of the prefix it was chosen for (`/objects/../internal/...`).
 */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    try {
      const decoded = decodeURIComponent(segment);
      return decoded === '.' || decoded === '..';
    } catch {
      // Malformed percent-encoding: refuse rather than guess what a service would make of it.
      return true;
    }
  });
}

/**
 * Connections to a service are kept open and reused: without an agent every call opened a new
 * one and asked the service to close it (`connection: close`), which also reached the browser.
 * An idle connection is dropped after UPSTREAM_IDLE_MS, before the service's own keep-alive
 * timeout (Node's default, 5 s) could close it under a request just being sent on it.
 */
export const UPSTREAM_MAX_SOCKETS = 64;
export const UPSTREAM_IDLE_MS = 4000;

export function upstreamAgent(): Agent {
  return new Agent({
    keepAlive: true,
    maxSockets: UPSTREAM_MAX_SOCKETS,
    maxFreeSockets: 16,
    timeout: UPSTREAM_IDLE_MS,
  });
}

/** Sees a service's answer (status, headers, body as it streams) before the browser gets it. */
export type UpstreamObserver = (upstream: IncomingMessage, req: IncomingMessage) => void;

/** Hop-by-hop headers: each side of the gateway has its own connection. */
const HOP_BY_HOP = ['connection', 'keep-alive'];

function serviceProxy(
  name: ServiceName,
  target: string,
  timeoutMs: number,
  log: Logger,
  observe: UpstreamObserver | undefined,
): RequestHandler {
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent: upstreamAgent(),
    // Keep the browser's Host: services build absolute URLs and check Origin against it.
    changeOrigin: false,
    // X-Forwarded-For/-Port/-Proto/-Host, appended to what a proxy in front of us already set.
    xfwd: true,
    on: {
      proxyReq: (proxyReq: ClientRequest) => {
        // The browser's `Connection` is about its own connection; the agent keeps ours open.
        for (const header of HOP_BY_HOP) proxyReq.removeHeader(header);
        // ClientRequest.setTimeout starts only once connected; this one also covers a connect
        // that never completes, so a dead host answers 504 instead of hanging the page.
        const timer = setTimeout(() => proxyReq.destroy(new UpstreamTimeout(timeoutMs)), timeoutMs);
        proxyReq.once('response', () => clearTimeout(timer));
        proxyReq.once('close', () => clearTimeout(timer));
      },
      proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage) => {
        observe?.(proxyRes, req);
        // The catalog's version tag is for the gateway's memory only (remembered-reads/).
        delete proxyRes.headers[CATALOGUE_VERSION_HEADER];
        // Dropped here, the browser's connection follows what the browser asked for (HTTP/1.1:
        // kept open unless it sent `Connection: close`), not the service's answer to us.
        for (const header of HOP_BY_HOP) delete proxyRes.headers[header];
      },
      error: (err, req, res) => {
        const timedOut = err instanceof UpstreamTimeout;
        log(timedOut ? 'warn' : 'error', `${name} service ${timedOut ? 'timed out' : 'unreachable'}`, {
          reqId: req.headers[REQUEST_ID_HEADER],
          url: req.url,
          target,
          err: (err as NodeJS.ErrnoException).code ?? err.message,
        });
        if (!isResponse(res) || res.headersSent) {
          res.destroy();
          return;
        }
        if (timedOut) sendJsonError(res, 504, `${name} service did not answer in time`);
        else sendJsonError(res, 502, `${name} service is unavailable`);
      },
    },
  });
  return proxy as unknown as RequestHandler;
}

/**
 * Proxies /api/* and /objects/* to the owning service by the contracts route table. The body is
 * streamed untouched (webhook signatures are computed over the raw bytes); Set-Cookie and every
 * other upstream header come back as sent.
 */
export function apiProxy(config: GatewayConfig, log: Logger, observe?: UpstreamObserver): RequestHandler {
  const proxies = Object.fromEntries(
    SERVICE_NAMES.map((name) => [
      name,
      serviceProxy(name, config.serviceUrls[name], config.proxyTimeoutMs, log, observe),
    ]),
  ) as Record<ServiceName, RequestHandler>;

  return (req, res, next) => {
    const path = req.path;
    if (!isServicePath(path)) return next();
    if (hasDotSegment(path)) return sendJsonError(res, 400, `Invalid path: ${path}`);
    const service = findService(path);
    if (!service) return sendJsonError(res, 404, `No service answers ${path}`);
    return proxies[service](req, res, next);
  };
}
