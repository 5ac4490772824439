import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { GatewayConfig } from './config';
import { jsonLogger, type Logger } from './log';
import { type UpstreamObserver, apiProxy } from './proxy';
import { requestId, REQUEST_ID_HEADER } from './request-id';
import { type SecurityHeaderValues, securityHeaderValues, securityHeadersFrom } from './security-headers';
import { staticWeb } from './static-web';

/** Streams (chat, server-sent events) must reach the browser as they are written, not gzipped in blocks. */
export const shouldCompress: compression.CompressionFilter = (req, res) => {
  const type = String(res.getHeader('Content-Type') ?? '');
  return !type.startsWith('text/event-stream') && compression.filter(req, res);
};

/** The security headers of every answer (the remembered reads send the same). */
export function gatewaySecurityHeaders(config: GatewayConfig): SecurityHeaderValues {
  return securityHeaderValues(
    // Development: uploads go to the sandbox S3 and the hosted test checkout is the sandbox's;
    // neither may serve scripts.
    { scriptOrigins: [], connectOrigins: config.cspOrigins, frameOrigins: config.cspOrigins },
    config.remotesJson,
    path.join(config.staticRoot, 'shell/dist/index.html'),
  );
}

export interface GatewayOptions {
  /** Sees each service answer before it is copied to the browser (remembered-reads/). */
  observeUpstream?: UpstreamObserver;
}

export function createGateway(
  config: GatewayConfig,
  log: Logger = jsonLogger,
  options: GatewayOptions = {},
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  app.use(requestId());
  app.use(securityHeadersFrom(gatewaySecurityHeaders(config)));
  app.use(compression({ filter: shouldCompress }));

  app.get('/gateway/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.use(apiProxy(config, log, options.observeUpstream));
  app.use(staticWeb(config, log));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  const onError: ErrorRequestHandler = (err: Error, req, res, _next) => {
    log('error', 'gateway error', { reqId: req.headers[REQUEST_ID_HEADER], url: req.url, err: err.message });
    if (res.headersSent) return res.destroy();
    const status = (err as { status?: number }).status;
    res
      .status(status && status >= 400 && status < 500 ? status : 500)
      .json({ message: status && status < 500 ? err.message : 'Internal error' });
  };
  app.use(onError);
  return app;
}
