import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Store } from 'express-session';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { ServiceConfig } from '../config/env';
import { setupSwagger } from '../docs/swagger';
import { jsonBodyParser } from '../http/json-body';
import { requestIdMiddleware } from '../http/request-context';
import { sessionMiddleware } from '../session/session.middleware';
import { SERVICE_CONFIG, SESSION_STORE } from '../tokens';

/**
 * The HTTP pipeline shared by `bootstrapService` and the API tests, so tests run exactly what
 * production runs: request id, JSON body (100kb), the shared session, pino logs, /docs.
 */
export async function configureApp(app: NestExpressApplication): Promise<ServiceConfig> {
  const config = app.get<ServiceConfig>(SERVICE_CONFIG);
  app.useLogger(app.get(Logger));
  // Which proxies may name the client and the scheme (X-Forwarded-For/-Proto): per-client
  // limits key on req.ip, and the Secure session cookie needs req.secure behind TLS.
  app.set('trust proxy', config.env.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(requestIdMiddleware(await app.resolve(PinoLogger)));
  app.use(jsonBodyParser());
  app.use(sessionMiddleware(config, app.get<Store>(SESSION_STORE)));
  setupSwagger(app, config);
  return config;
}
