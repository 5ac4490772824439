import {
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Req,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ANONYMOUS_SESSION,
  type Me,
  type MessageResponse,
  type Session,
  errorBodySchema,
  meSchema,
  messageResponseSchema,
  sessionSchema,
} from '@festive/contracts';
import {
  ApiZodResponse,
  CurrentCustomer,
  CustomerGuard,
  OptionalCustomer,
  type SessionCustomer,
  signOutCustomer,
} from '@festive/server-kit';
import type { Request } from 'express';
import { UsersService } from '../users/users.service';

/** Both readings of the session from one call: header (userId, name, userPhone), checkout (loggedIn, user). */
export function toSession(customer: SessionCustomer | null): Session {
  if (!customer) return { ...ANONYMOUS_SESSION };
  return {
    loggedIn: true,
    userId: customer.userId,
    name: customer.name,
    userPhone: customer.phone,
    user: { name: customer.name, phone: customer.phone, email: customer.email },
  };
}

export const LOGGED_OUT_MESSAGE = 'Logged out successfully';

@ApiTags('auth')
@Controller('api/auth')
export class SessionController {
  constructor(private readonly users: UsersService) {}

  /** GET /api/auth/session: who is signed in in this browser, if anyone. */
  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(sessionSchema)
  session(@OptionalCustomer() customer: SessionCustomer | null): Session {
    return toSession(customer);
  }

  /** GET /api/auth/me: the signed-in customer's profile, read fresh from the database. */
  @Get('me')
  @Header('Cache-Control', 'no-store')
  @UseGuards(CustomerGuard)
  @ApiZodResponse(meSchema)
  @ApiZodResponse(errorBodySchema, 401, 'Not signed in')
  async me(@CurrentCustomer() customer: SessionCustomer, @Req() req: Request): Promise<Me> {
    const user = await this.users.findById(customer.userId);
    if (!user) {
      // The account is gone: the session must not keep pretending otherwise.
      await signOutCustomer(req);
      throw new UnauthorizedException('Please sign in');
    }
    return { name: user.name, phone: user.phone, email: user.email };
  }

  /** POST /api/auth/logout: ends the customer role only; an admin sign-in in the same browser stays. */
  @Post('logout')
  @HttpCode(200)
  @ApiZodResponse(messageResponseSchema)
  async logout(@Req() req: Request): Promise<MessageResponse> {
    await signOutCustomer(req);
    return { message: LOGGED_OUT_MESSAGE };
  }
}
