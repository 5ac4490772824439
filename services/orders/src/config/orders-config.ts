import {
  type LoadConfigOptions,
  MSG91_PRODUCTION_URL,
  type ServiceConfig,
  trustedPhoneEnvShape,
} from '@festive/server-kit';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@festive/contracts';
import { z } from 'zod';

/*
 * Development defaults of the orders service's own variables: public knowledge, so production
 * refuses every one of them (server-kit `loadConfig`). The sandbox (infra/sandbox) holds the
 * same webhook token and secret, so `npm start` works without any configuration.
 */
export const SANDBOX_RAZORPAY_KEY_ID = 'rzp_test_sandbox';
export const DEV_RAZORPAY_KEY_SECRET = 'dev-razorpay-key-secret';
export const DEV_RAZORPAY_WEBHOOK_SECRET = 'dev-razorpay-webhook-secret';
export const SANDBOX_SHIPROCKET_EMAIL = 'sandbox@festivalgifts.local';
export const DEV_SHIPROCKET_PASSWORD = 'dev-shiprocket-password';
export const DEV_SHIPROCKET_WEBHOOK_TOKEN = 'dev-shiprocket-webhook-token';
export const DEV_SELLER_GSTIN = '07AAACF1234A1Z5';
export const SANDBOX_MSG91_AUTH_KEY = 'sandbox-msg91-auth-key';
/** The sandbox's registered DLT templates of the order updates (infra/sandbox sms-templates.ts). */
export const SANDBOX_SMS_TEMPLATES = {
  confirmed: 'sandbox-order-confirmed-template',
  shipped: 'sandbox-order-shipped-template',
  delivered: 'sandbox-order-delivered-template',
} as const;

const RAZORPAY_URL = 'https://api.razorpay.com';
const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const SHIPROCKET_URL = 'https://apiv2.shiprocket.in';

const int = (fallback: number, min: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(min).max(max).default(fallback);
const decimal = (fallback: string) =>
  z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a decimal like 0.5 or 18')
    .default(fallback);

/** The orders service's variables on top of the shared ones (README, Configuration). */
export const ordersEnvShape = {
  SANDBOX_URL: z.url().default('http://127.0.0.1:4010'),

  RAZORPAY_KEY_ID: z.string().min(1).default(SANDBOX_RAZORPAY_KEY_ID),
  RAZORPAY_KEY_SECRET: z.string().min(8).default(DEV_RAZORPAY_KEY_SECRET),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).default(DEV_RAZORPAY_WEBHOOK_SECRET),
  /** Unset: Razorpay itself in production, the sandbox's stand-in anywhere else. */
  RAZORPAY_BASE_URL: z.url().optional(),
  /** script: Razorpay Checkout (checkout.js) over the page; redirect: the hosted checkout page. */
  RAZORPAY_CHECKOUT: z.enum(['script', 'redirect']).optional(),
  RAZORPAY_CHECKOUT_SCRIPT_URL: z.url().default(RAZORPAY_SCRIPT_URL),
  /** The hosted checkout page as browsers reach it; unset: <RAZORPAY base URL>/v1/checkout/embedded. */
  RAZORPAY_CHECKOUT_URL: z.url().optional(),
  RAZORPAY_TIMEOUT_MS: int(10_000, 500, 60_000),
  /** An order paid for by nobody within this many minutes is cancelled and its stock released. */
  PREPAID_PAYMENT_WINDOW_MINUTES: int(60, 5, 7 * 24 * 60),

  /** Unset: Shiprocket itself in production, the sandbox's stand-in anywhere else. */
  SHIPROCKET_BASE_URL: z.url().optional(),
  SHIPROCKET_EMAIL: z.string().min(3).default(SANDBOX_SHIPROCKET_EMAIL),
  SHIPROCKET_PASSWORD: z.string().min(1).default(DEV_SHIPROCKET_PASSWORD),
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(8).default(DEV_SHIPROCKET_WEBHOOK_TOKEN),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  SHIPROCKET_PICKUP_PINCODE: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .default('110001'),
  SHIPROCKET_TRACKING_URL: z.url().default('https://shiprocket.co/tracking/'),
  SHIPROCKET_TIMEOUT_MS: int(10_000, 500, 60_000),
  /**
   * The first order number placed after every orders worker numbered its hand-offs (a release
   * before order numbers handed orders to Shiprocket under their UUID). From it on, a hand-off
   * asks Shiprocket only under the number. Unset: every order is looked for under both.
   */
  SHIPROCKET_UUID_LOOKUP_BELOW: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional(),
  PARCEL_LENGTH_CM: decimal('20'),
  PARCEL_BREADTH_CM: decimal('15'),
  PARCEL_HEIGHT_CM: decimal('10'),
  PARCEL_WEIGHT_KG: decimal('0.5'),
  SERVICEABILITY_TIMEOUT_MS: int(4000, 100, 30_000),
  SERVICEABILITY_CACHE_SECONDS: int(12 * 3600, 0, 7 * 24 * 3600),

  SELLER_NAME: z.string().min(2).default('Festival Gifts'),
  SELLER_ADDRESS: z.string().min(5).default('14 Chandni Chowk, New Delhi 110006'),
  SELLER_STATE: z.string().min(2).default('Delhi'),
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .default(DEV_SELLER_GSTIN),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'must be 1-4 capital letters or digits')
    .default('FG'),
  DEFAULT_HSN: z
    .string()
    .regex(/^\d{4,8}$/, 'must be a 4-8 digit HSN code')
    .default('9505'),
  DEFAULT_GST_RATE: decimal('18'),
  MAIL_FROM: z.string().min(3).default('Festival Gifts <orders@festivalgifts.local>'),

  /** Order updates by SMS over MSG91's Flow API, one DLT template per message (variables: order, link). */
  MSG91_AUTH_KEY: z.string().min(1).default(SANDBOX_MSG91_AUTH_KEY),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be the 6-letter DLT sender id')
    .default('FGIFTS'),
  /** Unset: MSG91 itself in production, the sandbox (SANDBOX_URL) anywhere else. */
  MSG91_BASE_URL: z.url().optional(),
  MSG91_TEMPLATE_ORDER_CONFIRMED: z.string().min(1).default(SANDBOX_SMS_TEMPLATES.confirmed),
  MSG91_TEMPLATE_ORDER_SHIPPED: z.string().min(1).default(SANDBOX_SMS_TEMPLATES.shipped),
  MSG91_TEMPLATE_ORDER_DELIVERED: z.string().min(1).default(SANDBOX_SMS_TEMPLATES.delivered),
  SMS_TIMEOUT_MS: int(8000, 500, 60_000),

  RESERVATION_TIMEOUT_MS: int(8000, 200, 60_000),
  OUTBOX_POLL_MS: int(1000, 50, 60_000),
  JOB_ATTEMPTS: int(12, 1, 50),
  JOB_BACKOFF_MS: int(2000, 10, 3_600_000),
  JOB_LOCK_MS: int(30_000, 1000, 600_000),
  /**
   * Jobs of each queue one worker process runs at once. Each queue has its own: a burst of
   * Shiprocket hand-offs (mostly waiting on Shiprocket) never holds back the invoice e-mails.
   */
  SHIPPING_JOB_CONCURRENCY: int(16, 1, 200),
  INVOICE_JOB_CONCURRENCY: int(8, 1, 200),
  NOTIFICATION_JOB_CONCURRENCY: int(8, 1, 200),
  REFUND_JOB_CONCURRENCY: int(4, 1, 200),
  STOCK_REAPER_INTERVAL_MS: int(60_000, 100, 3_600_000),
  STOCK_REAPER_AFTER_MINUTES: int(15, 0, 24 * 60),
  /**
   * How often the worker asks PostgreSQL which confirmed orders still owe their Shiprocket
   * hand-off or invoice e-mail, and re-queues any whose job Redis no longer has.
   */
  RECONCILE_INTERVAL_MS: int(60_000, 100, 24 * 3_600_000),
  /** Work is only re-queued once its job was handed to Redis at least this many minutes ago. */
  RECONCILE_GRACE_MINUTES: int(10, 0, 7 * 24 * 60),
  /**
   * Days an outbox row is kept after its job went to Redis once its work is done (then each pass
   * deletes it); a row whose work is still owed stays for as long as it is owed.
   */
  OUTBOX_KEEP_DAYS: int(7, 1, 365),
  /** Days after delivery (or after placing, when delivery is unknown) a return may be requested. */
  RETURN_WINDOW_DAYS: int(DEFAULT_RETURN_WINDOW_DAYS, 1, 365),
  /** Days a phone proved by a code stays trusted for the same shopper's next orders (default 30). */
  ...trustedPhoneEnvShape,
};

export type OrdersEnv = z.infer<z.ZodObject<typeof ordersEnvShape>>;
export type OrdersConfig = ServiceConfig<OrdersEnv>;

export const ordersConfigOptions: LoadConfigOptions<typeof ordersEnvShape> = {
  extra: ordersEnvShape,
  providerUrls: ['RAZORPAY_BASE_URL', 'RAZORPAY_CHECKOUT_URL', 'SHIPROCKET_BASE_URL', 'MSG91_BASE_URL'],
  defaultSecrets: {
    RAZORPAY_KEY_ID: SANDBOX_RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: DEV_RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: DEV_RAZORPAY_WEBHOOK_SECRET,
    SHIPROCKET_EMAIL: SANDBOX_SHIPROCKET_EMAIL,
    SHIPROCKET_PASSWORD: DEV_SHIPROCKET_PASSWORD,
    SHIPROCKET_WEBHOOK_TOKEN: DEV_SHIPROCKET_WEBHOOK_TOKEN,
    SELLER_GSTIN: DEV_SELLER_GSTIN,
    MSG91_AUTH_KEY: SANDBOX_MSG91_AUTH_KEY,
    MSG91_TEMPLATE_ORDER_CONFIRMED: SANDBOX_SMS_TEMPLATES.confirmed,
    MSG91_TEMPLATE_ORDER_SHIPPED: SANDBOX_SMS_TEMPLATES.shipped,
    MSG91_TEMPLATE_ORDER_DELIVERED: SANDBOX_SMS_TEMPLATES.delivered,
  },
};

const sandbox = (config: OrdersConfig, provider: string) =>
  `${config.env.SANDBOX_URL.replace(/\/$/, '')}/${provider}`;

/** Where Razorpay's API (and its hosted checkout) is reached. */
export function razorpayBaseUrl(config: OrdersConfig): string {
  const configured = config.env.RAZORPAY_BASE_URL;
  if (configured) return configured.replace(/\/$/, '');
  return config.isProduction ? RAZORPAY_URL : sandbox(config, 'razorpay');
}

/** checkout.js in production (it needs the gateway CSP to allow Razorpay), redirect elsewhere. */
export function razorpayCheckoutKind(config: OrdersConfig): 'script' | 'redirect' {
  return config.env.RAZORPAY_CHECKOUT ?? (config.isProduction ? 'script' : 'redirect');
}

/** Razorpay's hosted checkout page (redirect mode), where the shopper's browser is sent. */
export function razorpayHostedCheckoutUrl(config: OrdersConfig): string {
  return config.env.RAZORPAY_CHECKOUT_URL ?? `${razorpayBaseUrl(config)}/v1/checkout/embedded`;
}

export function shiprocketBaseUrl(config: OrdersConfig): string {
  const configured = config.env.SHIPROCKET_BASE_URL;
  if (configured) return configured.replace(/\/$/, '');
  return config.isProduction ? SHIPROCKET_URL : sandbox(config, 'shiprocket');
}

/** Where MSG91 is reached: the configured URL, else MSG91 in production and the sandbox elsewhere. */
export function msg91BaseUrl(config: OrdersConfig): string {
  const configured = config.env.MSG91_BASE_URL;
  if (configured) return configured.replace(/\/$/, '');
  return config.isProduction ? MSG91_PRODUCTION_URL : config.env.SANDBOX_URL.replace(/\/$/, '');
}
