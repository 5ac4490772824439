import { loadConfig } from '@festive/server-kit';
import { adminConfigOptions, DEV_ADMIN_PASSWORD, NO_PASSWORD_HASH } from './admin-config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/festive_gifts',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-secret-of-some-length',
  INTERNAL_TOKEN: 'a-real-internal-token-value',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'key',
  SMTP_URL: 'smtp://smtp.example.com',
};
const HASH = 'scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('admin configuration', () => {
  it('in development takes the plain development password when no hash is set', () => {
    const { env } = loadConfig('admin', {}, adminConfigOptions);
    expect(env.ADMIN_PASSWORD).toBe(DEV_ADMIN_PASSWORD);
    expect(env.ADMIN_PASSWORD_HASH).toBe(NO_PASSWORD_HASH);
    expect(env.ADMIN_SIGN_IN_ATTEMPTS).toBe(5);
    expect(env.ADMIN_SIGN_IN_WINDOW_MINUTES).toBe(15);
  });

  it('refuses to start in production without a password hash, even with a plain password', () => {
    expect(() => loadConfig('admin', { ...production, ADMIN_PASSWORD: 'x' }, adminConfigOptions)).toThrow(
      /Refusing to start admin in production: ADMIN_PASSWORD_HASH must be set to a real secret/,
    );
  });

  it('starts in production with a hash', () => {
    const { env } = loadConfig('admin', { ...production, ADMIN_PASSWORD_HASH: HASH }, adminConfigOptions);
    expect(env.ADMIN_PASSWORD_HASH).toBe(HASH);
  });

  it('refuses a hash it cannot check', () => {
    expect(() => loadConfig('admin', { ADMIN_PASSWORD_HASH: 'plain-text' }, adminConfigOptions)).toThrow(
      /ADMIN_PASSWORD_HASH: must be a hash made by/,
    );
  });
});
