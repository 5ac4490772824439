import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { ServiceConfig } from '../config/env';
import { SERVICE_CONFIG } from '../tokens';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
/** Where every service keeps the controllers only other services call. */
export const INTERNAL_PATH_PREFIX = '/internal/';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
export function tokensMatch(given: string | undefined, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** Guards `/internal/*` controllers: only other services, holding INTERNAL_TOKEN, get through. */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    if (tokensMatch(Array.isArray(header) ? header[0] : header, this.config.env.INTERNAL_TOKEN)) return true;
    throw new UnauthorizedException('Internal calls need a valid x-internal-token');
  }
}
