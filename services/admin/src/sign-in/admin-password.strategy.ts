import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import {
  RateLimitedException,
  type RateLimitCheck,
  RateLimiter,
  SERVICE_CONFIG,
  type SignedInRole,
  clientAddress,
} from '@festive/server-kit';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { Repository } from 'typeorm';
import { AdminPassword } from '../password/admin-password';
import { AdminSignIn } from '../sign-ins/admin-sign-in.entity';
import type { AdminConfig } from '../config/admin-config';

export const INVALID_PASSWORD = 'Invalid password';

export function lockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Passport strategy `admin-password` (passport-local): the shop has one administrator and no
 * user name, so the password field is read for both. Every attempt is audited; an address with
 * too many failures is locked out for a while (429 with Retry-After) before the password is even
 * compared. An attempt is counted before the password is checked, so no more than the allowed
 * number of guesses is ever checked per window, however many arrive at once; a successful
 * sign-in clears the count. The count is server-kit's RateLimiter, in Redis, so it holds across
 * every copy of the service.
 */
@Injectable()
export class AdminPasswordStrategy extends PassportStrategy(Strategy, 'admin-password') {
  constructor(
    private readonly password: AdminPassword,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: AdminConfig,
    @InjectRepository(AdminSignIn) private readonly audit: Repository<AdminSignIn>,
  ) {
    super({ usernameField: 'password', passwordField: 'password', passReqToCallback: true });
  }

  /** The attempts of one client address (the shop has one administrator and no user name). */
  private attempts(ip: string): RateLimitCheck {
    return {
      rule: 'admin-sign-in:address',
      key: ip,
      limit: {
        points: this.config.env.ADMIN_SIGN_IN_ATTEMPTS,
        seconds: this.config.env.ADMIN_SIGN_IN_WINDOW_MINUTES * 60,
      },
      message: lockedOutMessage,
    };
  }

  async validate(req: Request, _username: string, password: string): Promise<SignedInRole> {
    const ip = clientAddress(req);
    try {
      await this.limiter.hit(this.attempts(ip));
    } catch (error) {
      if (error instanceof RateLimitedException) await this.audit.insert({ ip, success: false });
      throw error;
    }
    const success = await this.password.matches(password);
    await this.audit.insert({ ip, success });
    if (!success) throw new UnauthorizedException(INVALID_PASSWORD);
    await this.limiter.reset(this.attempts(ip));
    return { isAdmin: true };
  }
}
