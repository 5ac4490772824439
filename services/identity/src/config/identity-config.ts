import { type LoadConfigOptions, type ServiceConfig, trustedPhoneEnvShape } from '@festive/server-kit';
import { z } from 'zod';
import { OTP_POLICY } from '../otp/otp-policy';

/**
 * Development defaults of identity's own variables. They are public knowledge, so production
 * refuses every one of them (server-kit `loadConfig`).
 */
export const DEV_OTP_SECRET = 'dev-otp-secret-change-me-0123456789';
export const SANDBOX_MSG91_AUTH_KEY = 'sandbox-msg91-auth-key';
export const SANDBOX_MSG91_TEMPLATE_ID = 'sandbox-otp-template';
export const MSG91_PRODUCTION_URL = 'https://control.msg91.com';

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(max).default(fallback);

/** identity's variables on top of the shared ones (README, Configuration). */
export const identityEnvShape = {
  /** Key of the HMAC-SHA256 that OTP codes are stored under: a code never rests in clear. */
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_OTP_SECRET),
  MSG91_AUTH_KEY: z.string().min(1).default(SANDBOX_MSG91_AUTH_KEY),
  /** The DLT-registered MSG91 flow template of the OTP text; its variable is `otp`. */
  MSG91_TEMPLATE_ID: z.string().min(1).default(SANDBOX_MSG91_TEMPLATE_ID),
  /** The 6-letter DLT header (sender id) the SMS comes from. */
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be the 6-letter DLT sender id')
    .default('FGIFTS'),
  /** Unset: MSG91 itself in production, the sandbox (SANDBOX_URL) anywhere else. */
  MSG91_BASE_URL: z.url().optional(),
  SANDBOX_URL: z.url().default('http://127.0.0.1:4010'),
  SMS_TIMEOUT_MS: positiveInt(8000, 60_000),
  /**
   * Sends from one client address per hour, whatever the phone: an abuse brake sized for a
   * carrier's address, behind which many shoppers sign in at once (CGNAT). Shoppers are held by
   * their phone (5 an hour) and device first.
   */
  OTP_SENDS_PER_IP_PER_HOUR: positiveInt(3000, 1_000_000),
  /** Sends from one device (signed-in customer or browser session) per hour, whatever the phone. */
  OTP_SENDS_PER_DEVICE_PER_HOUR: positiveInt(10, 10_000),
  /** Code checks from one client address per hour, across phones: the same carrier-sized brake. */
  OTP_VERIFIES_PER_IP_PER_HOUR: positiveInt(6000, 1_000_000),
  /** Code checks for one phone per hour, across its codes (each code also dies after 5 wrong tries). */
  OTP_VERIFIES_PER_PHONE_PER_HOUR: positiveInt(30, 10_000),
  /**
   * How long a phone waits before another code (default OTP_POLICY.resendAfterSeconds). Tests that
   * send a phone several codes set it short; production refuses anything shorter than the default,
   * which is what keeps the SMS bill and the SMS-bombing of a stranger's phone down.
   */
  OTP_RESEND_SECONDS: positiveInt(OTP_POLICY.resendAfterSeconds, 600),
  /** Days a phone proved by a code stays trusted for the same shopper's next orders (default 30). */
  ...trustedPhoneEnvShape,
};

export type IdentityConfig = ServiceConfig<z.infer<z.ZodObject<typeof identityEnvShape>>>;

export const identityConfigOptions: LoadConfigOptions<typeof identityEnvShape> = {
  extra: identityEnvShape,
  providerUrls: ['MSG91_BASE_URL'],
  defaultSecrets: {
    OTP_SECRET: DEV_OTP_SECRET,
    MSG91_AUTH_KEY: SANDBOX_MSG91_AUTH_KEY,
    MSG91_TEMPLATE_ID: SANDBOX_MSG91_TEMPLATE_ID,
  },
  productionRules: (env) =>
    env.OTP_RESEND_SECONDS < OTP_POLICY.resendAfterSeconds
      ? [`OTP_RESEND_SECONDS must be at least ${OTP_POLICY.resendAfterSeconds}`]
      : [],
};

/** Where MSG91 is reached: the configured URL, else MSG91 in production and the sandbox elsewhere. */
export function msg91BaseUrl(config: IdentityConfig): string {
  const configured = config.env.MSG91_BASE_URL;
  if (configured) return configured;
  return config.isProduction ? MSG91_PRODUCTION_URL : config.env.SANDBOX_URL;
}
