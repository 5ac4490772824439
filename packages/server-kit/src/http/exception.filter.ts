import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { RateLimitedException } from '../rate-limit/rate-limited.exception';

interface ErrorBody {
  message: string;
  issues?: unknown[];
}

const INTERNAL: ErrorBody = { message: 'Internal server error' };

function bodyOf(exception: HttpException): ErrorBody {
  const response = exception.getResponse();
  if (typeof response === 'string') return { message: response };
  const { message, issues } = response as { message?: unknown; issues?: unknown };
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return Array.isArray(issues) ? { message: text, issues } : { message: text };
}

/** Errors from express middleware built with http-errors (status + expose). */
function exposedClientError(exception: unknown): { status: number; body: ErrorBody } | undefined {
  const { status, expose, message } = (exception ?? {}) as {
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    expose === true &&
    typeof message === 'string'
  ) {
    return { status, body: { message } };
  }
  return undefined;
}

/**
 * PostgreSQL "data exception" class 22 (invalid uuid/number/date text, value out of range) means
 * a value got past validation; the client sent it, so it is a 400, never a 500.
 */
function dataException(exception: unknown): boolean {
  const code =
    exception instanceof QueryFailedError ? (exception.driverError as { code?: string }).code : undefined;
  return typeof code === 'string' && code.startsWith('22');
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE']);

/** PostgreSQL or Redis went away mid-request: the client may retry, so 503 rather than 500. */
function backendUnavailable(exception: unknown): boolean {
  const { name, code, message } = (exception ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
  return (
    name === 'MaxRetriesPerRequestError' ||
    message === 'Connection is closed.' ||
    (typeof code === 'string' && CONNECTION_CODES.has(code))
  );
}

/**
 * Every error leaves as JSON `{message, issues?}` (docs/conventions.md). HttpExceptions are thrown
 * on purpose and keep their status and message; anything unexpected is logged with its stack and
 * answered with a bare 500, so no stack or driver message ever reaches a client.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const { status, body } = this.classify(exception, req);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (exception instanceof RateLimitedException) {
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    res.status(status).json(body);
  }

  private classify(exception: unknown, req: Request): { status: number; body: ErrorBody } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500)
        this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, exception.message);
      return { status, body: bodyOf(exception) };
    }
    const exposed = exposedClientError(exception);
    if (exposed) return exposed;
    if (dataException(exception)) {
      this.logger.warn(
        { err: exception, method: req.method, url: req.originalUrl },
        'Rejected invalid value',
      );
      return { status: 400, body: { message: 'Invalid value in request' } };
    }
    if (backendUnavailable(exception)) {
      this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, 'Backend unavailable');
      return { status: 503, body: { message: 'Service temporarily unavailable' } };
    }
    this.logger.error({ err: exception, method: req.method, url: req.originalUrl }, 'Unhandled error');
    return { status: 500, body: INTERNAL };
  }
}
