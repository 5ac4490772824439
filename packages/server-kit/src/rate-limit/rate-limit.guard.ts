import { createHash } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { ServiceConfig } from '../config/env';
import { SESSION_COOKIE } from '../session/session.constants';
import { SERVICE_CONFIG } from '../tokens';
import { type RateLimitCheck, RateLimiter } from './rate-limiter';
import {
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitSetting,
  configuredLimits,
  networkLimitMessage,
} from './rate-limit-settings';

const RATE_LIMIT_NAME = 'festive:rate-limit';

/** The client address as the trusted proxies (gateway, nginx) reported it (TRUST_PROXY). */
export const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

const digest = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * The session this request carried, if it is a stored one: the device's own key. express-session
 * keeps the id of the `fg.sid` cookie only when its signature holds and the store knows it;
 * otherwise it makes up a new id each time, which is no key at all.
 */
export function deviceSession(req: Request): string | undefined {
  const id = req.sessionID;
  if (!id || !req.headers.cookie) return undefined;
  for (const part of req.headers.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
    if (value.startsWith(`s:${id}.`)) return id;
  }
  return undefined;
}

/**
 * Whom a shopper's call counts against: the signed-in customer, else the device's session
 * (hashed: a session id is a bearer secret and stays out of key names). Undefined: an anonymous
 * caller without a session, held by the address ceiling alone.
 */
export function shopperKey(req: Request): string | undefined {
  const customer = req.session?.customer?.userId;
  if (customer) return `customer:${customer}`;
  const device = deviceSession(req);
  return device ? `device:${digest(device)}` : undefined;
}

/** The checks of one limited call: the shopper's own limit first, then their address's ceiling. */
export function shopperChecks(
  name: RateLimitName,
  limits: { perShopper: RateLimitSetting; perAddress: RateLimitSetting },
  shopper: string | undefined,
  address: string,
): RateLimitCheck[] {
  const rule = RATE_LIMITS[name];
  const byAddress: RateLimitCheck = {
    rule: `${name}:address`,
    key: address,
    limit: limits.perAddress,
    message: networkLimitMessage,
  };
  if (!shopper) return [byAddress];
  return [{ rule: name, key: shopper, limit: limits.perShopper, message: rule.message }, byAddress];
}

/** Counts the call against the limits `@RateLimit(name)` names; over a limit it answers 429. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT_NAME, context.getHandler());
    if (!name) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const limits = configuredLimits(this.config.env, name);
    await this.limiter.hit(...shopperChecks(name, limits, shopperKey(req), clientAddress(req)));
    return true;
  }
}

/**
 * Limits a shopper's call (RATE_LIMITS, configured by RATE_LIMIT_<CALL> and
 * RATE_LIMIT_<CALL>_PER_ADDRESS). Put it above `@UseGuards(CustomerGuard)` so a caller who is not
 * signed in gets the 401 without using up anything.
 */
export const RateLimit = (name: RateLimitName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_NAME, name), UseGuards(RateLimitGuard));
