import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type SendOtpRequest,
  type Session,
  errorBodySchema,
  sendOtpResponseSchema,
  sendOtpSchema,
  verifyOtpResponseSchema,
  verifyOtpSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  SignInGuard,
  type SignedInRole,
  ZodPipe,
  shopperKey,
} from '@festive/server-kit';
import type { Request, Response } from 'express';
import { toSession } from '../session/session.controller';
import { type SendOtpResult, OtpService } from './otp.service';
import { clientIp, OtpStrategy, withRetryAfter } from './otp.strategy';

/** Passport's AuthGuard('otp') (OtpStrategy), writing the customer into the shared session. */
export const OtpSignInGuard = SignInGuard(OtpStrategy, 'otp', verifyOtpSchema);

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
    return withRetryAfter(res, () => this.otp.send(body, clientIp(req), shopperKey(req)));
  }

  /** POST /api/auth/verify-otp {phone, otp, name, email}: signs the customer in (OtpStrategy). */
  @Post('verify-otp')
  @HttpCode(200)
  @UseGuards(OtpSignInGuard)
  @ApiZodBody(verifyOtpSchema)
  @ApiZodResponse(verifyOtpResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Wrong, expired or dead code')
  verify(@Req() req: Request): Session {
    const { customer } = req.user as Extract<SignedInRole, { customer: unknown }>;
    return toSession(customer);
  }
}
