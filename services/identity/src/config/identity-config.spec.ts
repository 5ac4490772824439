import { loadConfig } from '@festive/server-kit';
import { type IdentityConfig, identityConfigOptions, msg91BaseUrl } from './identity-config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/festive_gifts',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-session-secret-value',
  INTERNAL_TOKEN: 'a-real-internal-token-value',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'key',
  SMTP_URL: 'smtp://smtp.example.in',
  OTP_SECRET: 'a-real-otp-secret-of-32-characters-or-more',
  MSG91_AUTH_KEY: '412345AbCdEf',
  MSG91_TEMPLATE_ID: '64f0c0ffee1234567890abcd',
};
const load = (env: Record<string, string>) =>
  loadConfig('identity', env, identityConfigOptions) as IdentityConfig;

describe('identity configuration', () => {
  it('reaches the sandbox in development and MSG91 itself in production', () => {
    expect(msg91BaseUrl(load({}))).toBe('http://127.0.0.1:4010');
    expect(msg91BaseUrl(load({ SANDBOX_URL: 'http://127.0.0.1:14030' }))).toBe('http://127.0.0.1:14030');
    expect(msg91BaseUrl(load(production))).toBe('https://control.msg91.com');
  });

  it('refuses the sandbox URL and every development default in production', () => {
    expect(() => load({ ...production, MSG91_BASE_URL: 'http://127.0.0.1:4010' })).toThrow(
      /MSG91_BASE_URL points at a local or sandbox address/,
    );
    for (const name of ['OTP_SECRET', 'MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']) {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => load(env)).toThrow(new RegExp(`${name} must be set`));
    }
  });

  it('checks the sender id and the limits', () => {
    expect(() => load({ MSG91_SENDER_ID: 'FG' })).toThrow(
      /MSG91_SENDER_ID: must be the 6-letter DLT sender id/,
    );
    expect(() => load({ OTP_SENDS_PER_IP_PER_HOUR: '0' })).toThrow(/OTP_SENDS_PER_IP_PER_HOUR/);
    expect(load({ OTP_SENDS_PER_IP_PER_HOUR: '7' }).env.OTP_SENDS_PER_IP_PER_HOUR).toBe(7);
  });

  it('waits 30 s between codes unless told otherwise, and never less in production', () => {
    expect(load({}).env.OTP_RESEND_SECONDS).toBe(30);
    expect(load({ OTP_RESEND_SECONDS: '3' }).env.OTP_RESEND_SECONDS).toBe(3);
    expect(() => load({ OTP_RESEND_SECONDS: '0' })).toThrow(/OTP_RESEND_SECONDS/);
    expect(() => load({ ...production, OTP_RESEND_SECONDS: '5' })).toThrow(
      /OTP_RESEND_SECONDS must be at least 30/,
    );
    expect(load({ ...production, OTP_RESEND_SECONDS: '60' }).env.OTP_RESEND_SECONDS).toBe(60);
  });
});
