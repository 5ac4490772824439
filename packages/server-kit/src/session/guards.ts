import { type CanActivate, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();

/*
 * Signing in goes through Passport (SignInGuard in identity and admin); these only read the roles
 * its serializer wrote into the shared session, so every service can use them without Passport.
 */

/** Lets through a signed-in shopper; anyone else gets 401 `{message: 'Please sign in'}`. */
@Injectable()
export class CustomerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (requestOf(context).session?.customer?.userId) return true;
    throw new UnauthorizedException('Please sign in');
  }
}

/** Lets through the signed-in administrator; anyone else gets 401. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (requestOf(context).session?.isAdmin === true) return true;
    throw new UnauthorizedException('Admin sign-in required');
  }
}
