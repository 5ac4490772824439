import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminLoginSchema, type AdminStatus, adminStatusSchema, errorBodySchema } from '@festive/contracts';
import { ApiZodBody, ApiZodResponse, SignInGuard, signOutAdmin } from '@festive/server-kit';
import type { Request } from 'express';
import { AdminPasswordStrategy, INVALID_PASSWORD } from './admin-password.strategy';

/**
 * Passport's AuthGuard('admin-password') (AdminPasswordStrategy), writing the admin role into the
 * shared session. A signed-in shopper stays signed in: the two roles never log each other out.
 */
export const AdminPasswordGuard = SignInGuard(AdminPasswordStrategy, 'admin-password', adminLoginSchema);

/** POST /api/admin/login and /api/admin/logout: the admin role in the shared session. */
@ApiTags('admin')
@Controller('api/admin')
export class SignInController {
  @Post('login')
  @HttpCode(200)
  @UseGuards(AdminPasswordGuard)
  @ApiZodBody(adminLoginSchema)
  @ApiZodResponse(adminStatusSchema)
  @ApiZodResponse(errorBodySchema, 401, INVALID_PASSWORD)
  @ApiZodResponse(errorBodySchema, 429, 'Too many failed attempts from this address')
  login(): AdminStatus {
    return { isAdmin: true };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request): Promise<void> {
    await signOutAdmin(req);
  }
}
