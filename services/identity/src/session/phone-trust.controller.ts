import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PhoneTrust,
  type PhoneTrustRequest,
  phoneTrustResponseSchema,
  phoneTrustSchema,
} from '@festive/contracts';
import {
  ApiZodBody,
  ApiZodResponse,
  OptionalCustomer,
  SERVICE_CONFIG,
  type SessionCustomer,
  ZodPipe,
  phoneTrust,
} from '@festive/server-kit';
import type { IdentityConfig } from '../config/identity-config';
import { OtpStore } from '../otp/otp-store';
import { UsersService } from '../users/users.service';

@ApiTags('auth')
@Controller('api/auth')
export class PhoneTrustController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersService,
    private readonly otpStore: OtpStore,
  ) {}

  /**
   * POST /api/auth/phone-trust {phone}: whether the checkout may skip the code for this phone.
   * Trusted: the signed-in shopper's own phone, proved by a code in this session within
   * TRUSTED_PHONE_DAYS, and the user record agrees (the orders service applies the session rule
   * when the order is placed). Otherwise a code is needed, and `resendAfterSeconds` says how long
   * the phone's resend wait still runs (0: a code may be sent now), so the checkout can count it
   * down on /verify-otp instead of failing to send.
   */
  @Post('phone-trust')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(phoneTrustSchema)
  @ApiZodResponse(phoneTrustResponseSchema)
  async trust(
    @Body(new ZodPipe(phoneTrustSchema)) body: PhoneTrustRequest,
    @OptionalCustomer() customer: SessionCustomer | null,
  ): Promise<PhoneTrust> {
    const days = this.config.env.TRUSTED_PHONE_DAYS;
    const trusted =
      customer !== null &&
      phoneTrust(customer, body.phone, days) === 'trusted' &&
      (await this.users.phoneVerifiedWithin(customer.userId, body.phone, days));
    if (trusted) return { trusted: true, resendAfterSeconds: 0 };
    return { trusted: false, resendAfterSeconds: await this.otpStore.cooldownSecondsLeft(body.phone) };
  }
}
