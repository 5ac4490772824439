import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  SetMetadata,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { findRoute } from '@festive/contracts';
import type { Request } from 'express';
import type { ServiceConfig } from '../config/env';
import { SERVICE_CONFIG } from '../tokens';

export const CROSS_SITE_ALLOWED = 'festive:cross-site-allowed';
/**
 * Exempts a handler (or controller) from SameOriginGuard: provider callbacks that arrive from
 * elsewhere and prove themselves by signature. Routes the contracts table marks `webhook` are
 * exempt without it. No service needs it today; it stays as the one way to opt a route out.
 * @public
 */
export const AllowCrossSite = () => SetMetadata(CROSS_SITE_ALLOWED, true);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_ONLY_MESSAGE = 'Content-Type must be application/json';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface SameOriginRules {
  /** PUBLIC_URL's origin: the one origin the shop's pages are served from. */
  publicOrigin: string;
  /** Outside production, pages on this machine (the remotes' dev servers) are trusted too. */
  trustLoopback: boolean;
}

const hasBody = (req: Request) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

function trustedOrigin(origin: string, rules: SameOriginRules): boolean {
  if (origin === rules.publicOrigin) return true;
  if (!rules.trustLoopback) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(origin).host.replace(/:\d+$/, ''));
  } catch {
    return false;
  }
}

/**
 * The cross-site request rules (CSRF) for one request; throws 403/415, returns when it may pass.
 * A browser sends `Origin` with every cross-site POST, and a cross-site form can only send
 * form or text bodies, so "JSON or no body" plus "no foreign Origin" keeps other sites out
 * while SameSite=Lax cookies keep them out of GETs.
 */
export function checkSameOrigin(req: Request, rules: SameOriginRules): void {
  if (!MUTATING.has(req.method.toUpperCase())) return;
  const origin = req.headers.origin;
  if (origin !== undefined && !trustedOrigin(origin, rules)) throw new ForbiddenException(CROSS_SITE_MESSAGE);
  const type = req.headers['content-type'];
  if (type !== undefined ? !JSON_TYPE.test(type) : hasBody(req)) {
    throw new UnsupportedMediaTypeException(JSON_ONLY_MESSAGE);
  }
}

/**
 * Global guard for every service (`{ provide: APP_GUARD, useClass: SameOriginGuard }`):
 * mutating calls need a JSON body (or none) and, when the browser names one, the shop's Origin.
 * Webhooks (contracts access `webhook`, or `@AllowCrossSite()`) are exempt.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly rules: SameOriginRules;

  constructor(
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    private readonly reflector: Reflector,
  ) {
    this.rules = { publicOrigin: new URL(config.env.PUBLIC_URL).origin, trustLoopback: !config.isProduction };
  }

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const exempt = this.reflector.getAllAndOverride<boolean>(CROSS_SITE_ALLOWED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt) return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (findRoute(req.method, req.path)?.access === 'webhook') return true;
    checkSameOrigin(req, this.rules);
    return true;
  }
}
