import { Inject, Injectable } from '@nestjs/common';
import type { ServiceName } from '@festive/contracts';
import type { ServiceConfig } from '../config/env';
import { type OutboundAnswer, outboundCall } from '../http/outbound-call';
import { REQUEST_ID_HEADER, currentRequestId } from '../http/request-context';
import type { SafeParseable } from '../http/zod.pipe';
import { SERVICE_CONFIG } from '../tokens';
import { INTERNAL_TOKEN_HEADER } from './internal-token.guard';

const URL_VARIABLE: Record<
  ServiceName,
  'CATALOG_URL' | 'ORDERS_URL' | 'IDENTITY_URL' | 'SUPPORT_CHAT_URL' | 'ADMIN_URL'
> = {
  catalog: 'CATALOG_URL',
  orders: 'ORDERS_URL',
  identity: 'IDENTITY_URL',
  'support-chat': 'SUPPORT_CHAT_URL',
  admin: 'ADMIN_URL',
};

/** A failed internal call: `status` is the other service's answer, or 0 when it was unreachable. */
export class InternalCallError extends Error {
  override name = 'InternalCallError';
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface InternalRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path starting with /internal/. */
  path: string;
  body?: unknown;
  /** The answer's contracts schema; the parsed value is returned. */
  schema: SafeParseable<T>;
  timeoutMs?: number;
}

/**
 * Calls another service's `/internal/*` API with the service token and the current request id,
 * and checks the answer against its contract.
 */
@Injectable()
export class InternalClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {}

  baseUrl(service: ServiceName): string {
    return this.config.env[URL_VARIABLE[service]].replace(/\/$/, '');
  }

  async call<T>(service: ServiceName, request: InternalRequest<T>): Promise<T> {
    const url = `${this.baseUrl(service)}${request.path}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      [INTERNAL_TOKEN_HEADER]: this.config.env.INTERNAL_TOKEN,
    };
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    let response: OutboundAnswer;
    try {
      response = await outboundCall({
        url,
        method: request.method ?? 'GET',
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        timeoutMs: request.timeoutMs ?? 5000,
      });
    } catch (error) {
      throw new InternalCallError(`${service} unreachable at ${url}: ${(error as Error).message}`, 0);
    }
    const { body } = response;
    if (!response.ok) {
      throw new InternalCallError(
        `${service} answered ${response.status} to ${request.path}`,
        response.status,
        body,
      );
    }
    const parsed = request.schema.safeParse(body);
    if (!parsed.success) {
      throw new InternalCallError(
        `${service} answered ${request.path} outside its contract`,
        response.status,
        body,
      );
    }
    return parsed.data;
  }
}
