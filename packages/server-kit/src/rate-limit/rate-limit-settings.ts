import { z } from 'zod';

/** A limit: at most `points` hits per fixed window of `seconds`, the window starting with the first hit. */
export interface RateLimitSetting {
  points: number;
  seconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const SETTING = /^\s*(\d{1,7})\s*\/\s*(\d{1,5})\s*([smhd])\s*$/;

/** "20/10m" → 20 hits per 10 minutes; "3000/1h", "5/15m", "8/30s", "100/1d". */
export function parseRateLimitSetting(value: string): RateLimitSetting | undefined {
  const match = SETTING.exec(value);
  if (!match) return undefined;
  const points = Number(match[1]);
  const seconds = Number(match[2]) * UNIT_SECONDS[match[3] as keyof typeof UNIT_SECONDS];
  if (points < 1 || seconds < 1 || seconds > 7 * 86_400) return undefined;
  return { points, seconds };
}

const FORMAT = 'must be <count>/<period>, like 20/10m or 3000/1h (period in s, m, h or d, at most 7d)';

/** An environment variable holding a limit, with its default. */
export const rateLimitVariable = (fallback: string) =>
  z
    .string()
    .refine((value) => parseRateLimitSetting(value) !== undefined, FORMAT)
    .default(fallback)
    .transform((value) => parseRateLimitSetting(value) as RateLimitSetting);

/** Whole minutes or seconds, honestly rounded up: "45 seconds", "1 minute", "12 minutes", "2 hours". */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return plural(minutes, 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}

/**
 * RATE_LIMIT_<CALL> (per shopper) and RATE_LIMIT_<CALL>_PER_ADDRESS for every limited call, part
 * of every service's environment (one table, read wherever the call is served). A shopper is the
 * signed-in customer, else the device's session; Indian carriers put many shoppers behind one
 * address (CGNAT), so the address ceiling is only an abuse brake sized for a carrier's address,
 * never what an ordinary shopper meets.
 */
export const rateLimitEnvShape = {
  /** Support chat messages (each is a paid model call in production). */
  RATE_LIMIT_CHAT_MESSAGES: rateLimitVariable('20/10m'),
  RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS: rateLimitVariable('1200/1h'),
  /** Orders placed. */
  RATE_LIMIT_ORDERS: rateLimitVariable('10/1h'),
  RATE_LIMIT_ORDERS_PER_ADDRESS: rateLimitVariable('2000/1h'),
  /** Saved addresses added, deleted or made the default. */
  RATE_LIMIT_ADDRESS_WRITES: rateLimitVariable('30/1h'),
  RATE_LIMIT_ADDRESS_WRITES_PER_ADDRESS: rateLimitVariable('3000/1h'),
  /** Pincode serviceability checks (each may be a Shiprocket call). */
  RATE_LIMIT_PINCODE_CHECKS: rateLimitVariable('60/10m'),
  RATE_LIMIT_PINCODE_CHECKS_PER_ADDRESS: rateLimitVariable('5000/1h'),
  /** Return requests. */
  RATE_LIMIT_RETURN_REQUESTS: rateLimitVariable('10/1h'),
  RATE_LIMIT_RETURN_REQUESTS_PER_ADDRESS: rateLimitVariable('1000/1h'),
};

type RateLimitEnv = { [K in keyof typeof rateLimitEnvShape]: RateLimitSetting };
type ShopperVariable = Exclude<keyof RateLimitEnv, `${string}_PER_ADDRESS`>;

interface RateLimitRule {
  variable: ShopperVariable;
  addressVariable: `${ShopperVariable}_PER_ADDRESS`;
  /** The 429's message when the shopper's own limit is reached. */
  message: (seconds: number) => string;
}

const rule = (variable: ShopperVariable, message: (seconds: number) => string): RateLimitRule => ({
  variable,
  addressVariable: `${variable}_PER_ADDRESS`,
  message,
});

/** The limited calls a shopper makes, by name (`@RateLimit('placeOrder')`). */
export const RATE_LIMITS = {
  chatMessage: rule(
    'RATE_LIMIT_CHAT_MESSAGES',
    (seconds) =>
      `You are sending messages faster than our assistant can answer. Please try again in ${waitText(seconds)}`,
  ),
  placeOrder: rule(
    'RATE_LIMIT_ORDERS',
    (seconds) => `Too many orders placed. Please try again in ${waitText(seconds)}`,
  ),
  addressWrite: rule(
    'RATE_LIMIT_ADDRESS_WRITES',
    (seconds) => `Too many address changes. Please try again in ${waitText(seconds)}`,
  ),
  pincodeCheck: rule(
    'RATE_LIMIT_PINCODE_CHECKS',
    (seconds) => `Too many pincode checks. Please try again in ${waitText(seconds)}`,
  ),
  returnRequest: rule(
    'RATE_LIMIT_RETURN_REQUESTS',
    (seconds) => `Too many return requests. Please try again in ${waitText(seconds)}`,
  ),
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** What a shopper on a crowded address sees when the address ceiling, not their own limit, is reached. */
export const networkLimitMessage = (seconds: number): string =>
  `Too many requests from your network. Please try again in ${waitText(seconds)}`;

/** The configured limits of one call. */
export function configuredLimits(
  env: object,
  name: RateLimitName,
): { perShopper: RateLimitSetting; perAddress: RateLimitSetting } {
  const values = env as RateLimitEnv;
  return {
    perShopper: values[RATE_LIMITS[name].variable],
    perAddress: values[RATE_LIMITS[name].addressVariable],
  };
}
