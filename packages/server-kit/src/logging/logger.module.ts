import type { DynamicModule } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import { stdTimeFunctions } from 'pino';
import type { ServiceConfig } from '../config/env';
import { REQUEST_ID_HEADER, requestIdFrom } from '../http/request-context';
import { SERVICE_CONFIG } from '../tokens';

/**
 * JSON logs (pino). Inside a request every line carries `requestId` (the gateway's
 * x-request-id) and never the cookie or internal token.
 */
export function loggerParams(config: ServiceConfig): Params {
  return {
    pinoHttp: {
      level: config.env.LOG_LEVEL,
      base: { service: config.service },
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      genReqId: (req) => req.id ?? requestIdFrom(req.headers[REQUEST_ID_HEADER]),
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'requestId' },
      autoLogging: { ignore: (req) => req.url === '/health' },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers["x-internal-token"]',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
  };
}

export function loggerModule(): DynamicModule {
  return LoggerModule.forRootAsync({ inject: [SERVICE_CONFIG], useFactory: loggerParams });
}
