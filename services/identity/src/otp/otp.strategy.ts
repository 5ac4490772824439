import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { VerifyOtpRequest } from '@festive/contracts';
import type { SignedInRole } from '@festive/server-kit';
import type { Request, Response } from 'express';
import { Strategy } from 'passport-custom';
import { OtpService } from './otp.service';
import { TooManyRequestsError } from './otp.errors';

/** The client address as the one trusted proxy (gateway, nginx) reported it. */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** A 429 carries the seconds to wait in Retry-After as well as in its message. */
export async function withRetryAfter<T>(res: Response | undefined, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TooManyRequestsError) res?.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * Passport strategy `otp`: phone + one-time code (+ the name and e-mail the shopper gave). The
 * body has been checked against the contracts schema by the guard; a wrong, expired or dead code
 * or a rate limit is thrown as the HTTP answer, unchanged.
 */
@Injectable()
export class OtpStrategy extends PassportStrategy(Strategy, 'otp') {
  constructor(private readonly otp: OtpService) {
    super();
  }

  async validate(req: Request): Promise<SignedInRole> {
    const body = req.body as VerifyOtpRequest;
    const customer = await withRetryAfter(req.res, () => this.otp.verify(body, clientIp(req)));
    return { customer };
  }
}
