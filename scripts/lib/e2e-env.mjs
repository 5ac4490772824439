// The ports, database and Redis prefix the browser tests run the system on: distinct from the
// defaults so `npm test` never disturbs a running `npm start`. E2E_INSTANCE=n (0-9) shifts every
// port by n*10 and suffixes the database, so several copies of the suite can run side by side.
const instance = Number.parseInt(process.env.E2E_INSTANCE ?? '0', 10);
if (!(instance >= 0 && instance <= 9)) throw new Error('E2E_INSTANCE must be 0-9');
const shift = (port) => String(port + instance * 10);
const suffix = instance ? `_${instance}` : '';

export const E2E_ENV = {
  NODE_ENV: 'development',
  E2E_INSTANCE: String(instance),
  GATEWAY_PORT: shift(18080),
  PUBLIC_URL: `http://localhost:${shift(18080)}`,
  CATALOG_PORT: shift(13101),
  ORDERS_PORT: shift(13102),
  IDENTITY_PORT: shift(13103),
  SUPPORT_CHAT_PORT: shift(13104),
  ADMIN_PORT: shift(13105),
  CATALOG_URL: `http://127.0.0.1:${shift(13101)}`,
  ORDERS_URL: `http://127.0.0.1:${shift(13102)}`,
  IDENTITY_URL: `http://127.0.0.1:${shift(13103)}`,
  SUPPORT_CHAT_URL: `http://127.0.0.1:${shift(13104)}`,
  ADMIN_URL: `http://127.0.0.1:${shift(13105)}`,
  SANDBOX_PORT: shift(14010),
  SANDBOX_SMTP_PORT: shift(12525),
  SANDBOX_S3_PORT: shift(14569),
  SANDBOX_URL: `http://127.0.0.1:${shift(14010)}`,
  SANDBOX_DATA_DIR: `.data/e2e${suffix}`,
  S3_ENDPOINT: `http://127.0.0.1:${shift(14569)}`,
  SMTP_URL: `smtp://127.0.0.1:${shift(12525)}`,
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/festive_e2e${suffix}`,
  REDIS_PREFIX: `fg-e2e${suffix}`,
  /**
   * The shop's 30 s wait between two codes to one phone, shortened: several journeys sign the same
   * phone in twice, and waiting it out was a minute and a half of the run. Long enough that the
   * page's countdown can still be seen.
   */
  OTP_RESEND_SECONDS: '6',
  /**
   * The journeys reuse a few shoppers for many orders, code sends and pincode checks within the
   * hour, all from 127.0.0.1; the limits themselves are covered by the API tests.
   */
  OTP_SENDS_PER_DEVICE_PER_HOUR: '1000',
  RATE_LIMIT_ORDERS: '1000/1h',
  RATE_LIMIT_PINCODE_CHECKS: '5000/10m',
  RATE_LIMIT_ADDRESS_WRITES: '1000/1h',
  RATE_LIMIT_CHAT_MESSAGES: '1000/10m',
  RATE_LIMIT_RETURN_REQUESTS: '1000/1h',
  /** Ports the browser tests may use for extra processes (second gateways, fake CDNs). */
  E2E_SPARE_PORT_BASE: shift(18180),
};
