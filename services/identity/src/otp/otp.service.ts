import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SendOtpRequest, VerifyOtpRequest } from '@festive/contracts';
import {
  RateLimiter,
  type CountedHits,
  type RateLimitCheck,
  SERVICE_CONFIG,
  type SessionCustomer,
} from '@festive/server-kit';
import { Repository } from 'typeorm';
import type { IdentityConfig } from '../config/identity-config';
import { SMS_SENDER, SmsSendError, type SmsSender } from '../sms/sms-sender';
import type { UserEntity } from '../users/user.entity';
import { UsersService, toSessionCustomer } from '../users/users.service';
import { OtpRecordEntity } from './otp-record.entity';
import { OTP_MESSAGES } from './otp-messages';
import { OTP_POLICY, generateOtp, hashOtp, normalisePhone } from './otp-policy';
import { OtpStore } from './otp-store';
import { TooManyRequestsError } from './otp.errors';

/** A limit counted over the hour of OTP_POLICY.windowSeconds. */
const perHour = (points: number) => ({ points, seconds: OTP_POLICY.windowSeconds });

export interface SendOtpResult {
  message: string;
  resendAfterSeconds: number;
}

/** The two steps of phone sign-in: send a code, check it. */
@Injectable()
export class OtpService {
  private readonly logger = new Logger('OtpService');

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @InjectRepository(OtpRecordEntity) private readonly records: Repository<OtpRecordEntity>,
    private readonly store: OtpStore,
    private readonly limiter: RateLimiter,
    private readonly users: UsersService,
  ) {}

  /**
   * The limits of sending: one code per phone per resend wait, a few per phone and per device
   * (the signed-in customer or the browser's session, when there is one: server-kit
   * `shopperKey`) an hour, and a ceiling per client address sized for a carrier's address, which
   * many shoppers share (CGNAT).
   */
  private sendChecks(phone: string, clientIp: string, device: string | undefined): RateLimitCheck[] {
    return [
      {
        rule: 'otp-send:phone',
        key: phone,
        limit: perHour(OTP_POLICY.sendsPerPhonePerHour),
        message: OTP_MESSAGES.phoneHourlyCap,
      },
      ...(device
        ? [
            {
              rule: 'otp-send:device',
              key: device,
              limit: perHour(this.config.env.OTP_SENDS_PER_DEVICE_PER_HOUR),
              message: OTP_MESSAGES.deviceHourlyCap,
            },
          ]
        : []),
      {
        rule: 'otp-send:address',
        key: clientIp,
        limit: perHour(this.config.env.OTP_SENDS_PER_IP_PER_HOUR),
        message: OTP_MESSAGES.ipHourlyCap,
      },
    ];
  }

  async send(request: SendOtpRequest, clientIp: string, device?: string): Promise<SendOtpResult> {
    const phone = normalisePhone(request.phone);
    const cooldown = await this.store.startCooldown(phone, this.config.env.OTP_RESEND_SECONDS);
    if (!cooldown.started) {
      throw new TooManyRequestsError(OTP_MESSAGES.resendWait(cooldown.secondsLeft), cooldown.secondsLeft);
    }
    let hits: CountedHits;
    try {
      hits = await this.limiter.hit(...this.sendChecks(phone, clientIp, device));
    } catch (error) {
      // Nothing was sent, so the phone need not wait for a code that never came.
      await this.store.clearCooldown(phone);
      throw error;
    }

    const code = generateOtp();
    const hash = hashOtp(this.config.env.OTP_SECRET, phone, code);
    const record = await this.records.save(
      this.records.create({
        phone,
        otpHash: hash,
        expiresAt: new Date(Date.now() + OTP_POLICY.ttlSeconds * 1000),
        verified: 0,
      }),
    );
    await this.store.save(phone, hash, record.id);
    try {
      await this.sms.sendOtp(phone, code);
    } catch (error) {
      // Nothing reached the shopper: give back the wait and the counts so they can retry now.
      await Promise.all([this.store.discard(phone), this.store.clearCooldown(phone), hits.refund()]);
      if (error instanceof SmsSendError && error.reason === 'rejected') {
        throw new BadGatewayException(OTP_MESSAGES.smsFailed);
      }
      if (error instanceof SmsSendError) throw new ServiceUnavailableException(OTP_MESSAGES.smsTimeout);
      throw error;
    }
    return { message: OTP_MESSAGES.sent, resendAfterSeconds: this.config.env.OTP_RESEND_SECONDS };
  }

  /** Checks the code and answers the signed-in customer; the caller puts it in the session. */
  async verify(request: VerifyOtpRequest, clientIp: string): Promise<SessionCustomer> {
    const phone = normalisePhone(request.phone);
    await this.limiter.hit(
      {
        rule: 'otp-verify:phone',
        key: phone,
        limit: perHour(this.config.env.OTP_VERIFIES_PER_PHONE_PER_HOUR),
        message: OTP_MESSAGES.verifyPhoneCap,
      },
      {
        rule: 'otp-verify:address',
        key: clientIp,
        limit: perHour(this.config.env.OTP_VERIFIES_PER_IP_PER_HOUR),
        message: OTP_MESSAGES.verifyIpCap,
      },
    );
    const result = await this.store.check(phone, hashOtp(this.config.env.OTP_SECRET, phone, request.otp));
    if (result.status === 'missing') throw new BadRequestException(OTP_MESSAGES.expired);
    if (result.status === 'dead') throw new BadRequestException(OTP_MESSAGES.dead);
    if (result.status === 'wrong') throw new BadRequestException(OTP_MESSAGES.wrong(result.attemptsLeft));

    // The code is only claimed so far: it is used up once the sign-in has succeeded, and a
    // failure of the sign-in itself (the database, say) leaves it usable for the next try.
    let user: UserEntity;
    try {
      user = await this.users.upsertVerified({ phone, name: request.name, email: request.email });
    } catch (error) {
      await this.store
        .release(phone, result.claim)
        .catch((releaseError: unknown) =>
          this.logger.warn({ err: releaseError }, 'Could not hand the OTP back; it frees itself shortly'),
        );
      throw error;
    }
    // Not caught: a sign-in whose code could not be used up must not succeed (single use).
    if (!(await this.store.consume(phone, result.claim))) throw new BadRequestException(OTP_MESSAGES.expired);
    await this.records.update({ id: result.recordId }, { verified: 1 }).catch((error: unknown) => {
      // The audit flag is not worth failing a correct sign-in for.
      this.logger.warn({ err: error, recordId: result.recordId }, 'Could not mark the OTP record verified');
    });
    return toSessionCustomer(user);
  }
}
