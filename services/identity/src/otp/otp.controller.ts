import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type SendOtpRequest,
  type Session,
  type VerifyOtpRequest,
  errorBodySchema,
  sendOtpResponseSchema,
  sendOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@festive/contracts';
import { ApiZodBody, ApiZodResponse, ZodPipe, signInCustomer } from '@festive/server-kit';
import type { Request, Response } from 'express';
import { toSession } from '../session/session.controller';
import { type SendOtpResult, OtpService } from './otp.service';
import { TooManyRequestsError } from './otp.errors';

/** The client address as the one trusted proxy (gateway, nginx) reported it. */
const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@ApiTags('auth')
@Controller('api/auth')
export class OtpController {
  constructor(private readonly otp: OtpService) {}

  /** POST /api/auth/send-otp {phone}: texts a 6-digit code valid for 10 minutes. */
  @Post('send-otp')
  @HttpCode(200)
  @ApiZodBody(sendOtpSchema)
  @ApiZodResponse(sendOtpResponseSchema)
  @ApiZodResponse(errorBodySchema, 429, 'Resend wait, hourly cap or per-address limit')
  @ApiZodResponse(errorBodySchema, 502, 'The SMS provider refused the message')
  @ApiZodResponse(errorBodySchema, 503, 'The SMS provider did not answer')
  send(
    @Body(new ZodPipe(sendOtpSchema)) body: SendOtpRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SendOtpResult> {
    return withRetryAfter(res, () => this.otp.send(body, clientIp(req)));
  }

  /** POST /api/auth/verify-otp {phone, otp, name, email}: signs the customer in. */
  @Post('verify-otp')
  @HttpCode(200)
  @ApiZodBody(verifyOtpSchema)
  @ApiZodResponse(verifyOtpResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Wrong, expired or dead code')
  async verify(
    @Body(new ZodPipe(verifyOtpSchema)) body: VerifyOtpRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Session> {
    const customer = await withRetryAfter(res, () => this.otp.verify(body, clientIp(req)));
    await signInCustomer(req, customer);
    return toSession(customer);
  }
}

async function withRetryAfter<T>(res: Response, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}
