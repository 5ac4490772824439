import {
  Body,
  Controller,
  HttpCode,
  HttpException,
  HttpStatus,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import {
  type AdminLoginRequest,
  adminLoginSchema,
  type AdminStatus,
  adminStatusSchema,
  errorBodySchema,
} from '@festive/contracts';
import { ApiZodBody, ApiZodResponse, signInAdmin, signOutAdmin, ZodPipe } from '@festive/server-kit';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import { AdminPassword } from '../password/admin-password';
import { AdminSignIn } from '../sign-ins/admin-sign-in.entity';
import { SignInLimiter } from './sign-in-limiter';

export const INVALID_PASSWORD = 'Invalid password';

export function lockedOutMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** POST /api/admin/login and /api/admin/logout: the admin role in the shared session. */
@ApiTags('admin')
@Controller('api/admin')
export class SignInController {
  constructor(
    private readonly password: AdminPassword,
    private readonly limiter: SignInLimiter,
    @InjectRepository(AdminSignIn) private readonly audit: Repository<AdminSignIn>,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiZodBody(adminLoginSchema)
  @ApiZodResponse(adminStatusSchema)
  @ApiZodResponse(errorBodySchema, 401, INVALID_PASSWORD)
  @ApiZodResponse(errorBodySchema, 429, 'Too many failed attempts from this address')
  async login(
    @Body(new ZodPipe(adminLoginSchema)) body: AdminLoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminStatus> {
    const ip = req.ip ?? 'unknown';
    const verdict = await this.limiter.attempt(ip);
    if (!verdict.allowed) {
      await this.audit.insert({ ip, success: false });
      res.setHeader('Retry-After', String(verdict.retryAfterSeconds));
      throw new HttpException(lockedOutMessage(verdict.retryAfterSeconds), HttpStatus.TOO_MANY_REQUESTS);
    }
    const success = await this.password.matches(body.password);
    await this.audit.insert({ ip, success });
    if (!success) throw new UnauthorizedException(INVALID_PASSWORD);
    await this.limiter.succeeded(ip);
    // Keeps a signed-in shopper signed in: the two roles never log each other out.
    await signInAdmin(req);
    return { isAdmin: true };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request): Promise<void> {
    await signOutAdmin(req);
  }
}
