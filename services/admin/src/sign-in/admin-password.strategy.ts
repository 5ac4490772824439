import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { SignedInRole } from '@festive/server-kit';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { Repository } from 'typeorm';
import { AdminPassword } from '../password/admin-password';
import { AdminSignIn } from '../sign-ins/admin-sign-in.entity';
import { SignInLimiter } from './sign-in-limiter';

export const INVALID_PASSWORD = 'Invalid password';

export function lockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Passport strategy `admin-password` (passport-local): the shop has one administrator and no
 * user name, so the password field is read for both. Every attempt is audited; an address with
 * too many failures is locked out for a while (429 with Retry-After) before the password is even
 * compared.
 */
@Injectable()
export class AdminPasswordStrategy extends PassportStrategy(Strategy, 'admin-password') {
  constructor(
    private readonly password: AdminPassword,
    private readonly limiter: SignInLimiter,
    @InjectRepository(AdminSignIn) private readonly audit: Repository<AdminSignIn>,
  ) {
    super({ usernameField: 'password', passwordField: 'password', passReqToCallback: true });
  }

  async validate(req: Request, _username: string, password: string): Promise<SignedInRole> {
    const ip = req.ip ?? 'unknown';
    const verdict = await this.limiter.attempt(ip);
    if (!verdict.allowed) {
      await this.audit.insert({ ip, success: false });
      req.res?.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpException(lockedOutMessage(verdict.retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
    }
    const success = await this.password.matches(password);
    await this.audit.insert({ ip, success });
    if (!success) throw new UnauthorizedException(INVALID_PASSWORD);
    await this.limiter.succeeded(ip);
    return { isAdmin: true };
  }
}
