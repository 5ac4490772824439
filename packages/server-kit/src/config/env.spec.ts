import { ConfigError, DEV_INTERNAL_TOKEN, isLocalOrSandboxUrl, loadConfig } from './env';
import { z } from 'zod';

const productionEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/festive_gifts',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-long-and-random-session-secret',
  INTERNAL_TOKEN: 'a-long-and-random-internal-token',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
  SMTP_URL: 'smtps://user:pass@smtp.example.in:465',
};

describe('loadConfig', () => {
  it('applies the documented development defaults', () => {
    const config = loadConfig('support-chat', {});
    expect(config).toMatchObject({ service: 'support-chat', schema: 'support_chat', port: 3104 });
    expect(config.env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/festive_gifts',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'fg',
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'info',
      S3_BUCKET: 'festive-gifts',
      CATALOG_URL: 'http://127.0.0.1:3101',
      SUPPORT_CHAT_URL: 'http://127.0.0.1:3104',
    });
  });

  it('reads the service port from <SERVICE>_PORT and treats empty values as unset', () => {
    expect(loadConfig('support-chat', { SUPPORT_CHAT_PORT: '4000' }).port).toBe(4000);
    expect(loadConfig('catalog', { CATALOG_PORT: '', LOG_LEVEL: '' }).env.LOG_LEVEL).toBe('info');
  });

  it('names every invalid variable on one line', () => {
    const attempt = () => loadConfig('catalog', { CATALOG_PORT: 'abc', REDIS_PREFIX: 'a:b' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^Invalid configuration for catalog: /);
    expect(attempt).toThrow(/CATALOG_PORT: must be a port number/);
    expect(attempt).toThrow(/REDIS_PREFIX: must be/);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('validates and types the variables a service adds', () => {
    const config = loadConfig(
      'admin',
      { ADMIN_PASSWORD_HASH: 'x'.repeat(20) },
      {
        extra: { ADMIN_PASSWORD_HASH: z.string().min(10) },
      },
    );
    expect(config.env.ADMIN_PASSWORD_HASH).toHaveLength(20);
    expect(() => loadConfig('admin', {}, { extra: { ADMIN_PASSWORD_HASH: z.string() } })).toThrow(
      /ADMIN_PASSWORD_HASH/,
    );
  });

  describe('in production', () => {
    it('starts with real secrets and provider URLs', () => {
      expect(loadConfig('orders', productionEnv).isProduction).toBe(true);
    });

    it.each([
      ['SESSION_SECRET', undefined, /SESSION_SECRET must be set to a real secret/],
      ['INTERNAL_TOKEN', DEV_INTERNAL_TOKEN, /INTERNAL_TOKEN must be set to a real secret/],
      ['S3_SECRET_ACCESS_KEY', undefined, /S3_SECRET_ACCESS_KEY must be set/],
      ['S3_ENDPOINT', 'http://127.0.0.1:4569', /S3_ENDPOINT points at a local or sandbox address/],
      ['SMTP_URL', 'smtp://localhost:2525', /SMTP_URL points at a local or sandbox address/],
      ['SMTP_URL', 'smtp://sandbox:2525', /SMTP_URL points at a local or sandbox address/],
    ])('refuses %s = %p', (name, value, message) => {
      const env: Record<string, string | undefined> = { ...productionEnv, [name]: value };
      if (value === undefined) delete env[name];
      expect(() => loadConfig('orders', env)).toThrow(message);
      expect(() => loadConfig('orders', env)).toThrow(/^Refusing to start orders in production: /);
    });

    it('checks the provider URLs and secrets a service declares', () => {
      const options = {
        extra: {
          SHIPROCKET_URL: z.url().default('http://127.0.0.1:4010/shiprocket'),
          RAZORPAY_KEY_SECRET: z.string().default('sandbox-secret'),
        },
        providerUrls: ['SHIPROCKET_URL' as const],
        defaultSecrets: { RAZORPAY_KEY_SECRET: 'sandbox-secret' },
      };
      expect(() => loadConfig('orders', productionEnv, options)).toThrow(
        /RAZORPAY_KEY_SECRET must be set.*; SHIPROCKET_URL points at/,
      );
      expect(
        loadConfig(
          'orders',
          { ...productionEnv, SHIPROCKET_URL: 'https://apiv2.shiprocket.in', RAZORPAY_KEY_SECRET: 'live' },
          options,
        ).env.SHIPROCKET_URL,
      ).toBe('https://apiv2.shiprocket.in');
    });

    it('does not care about local URLs outside production', () => {
      expect(loadConfig('orders', {}).isProduction).toBe(false);
    });
  });
});

describe('deployment settings', () => {
  it('trusts a hop count or a list of proxy addresses, one hop by default', () => {
    expect(loadConfig('catalog', {}).env.TRUST_PROXY).toBe(1);
    expect(loadConfig('catalog', { TRUST_PROXY: '2' }).env.TRUST_PROXY).toBe(2);
    expect(loadConfig('catalog', { TRUST_PROXY: '10.0.0.0/8, loopback' }).env.TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig('catalog', { TRUST_PROXY: 'yes please' })).toThrow(
      /TRUST_PROXY: must be a hop count/,
    );
  });

  it('lets staging point providers at the stand-ins but still refuses default secrets', () => {
    const sandboxed = {
      ...productionEnv,
      S3_ENDPOINT: 'http://127.0.0.1:4569',
      SMTP_URL: 'smtp://sandbox:2525',
    };
    expect(() => loadConfig('catalog', sandboxed)).toThrow(
      /S3_ENDPOINT points at a local or sandbox address/,
    );
    expect(loadConfig('catalog', { ...sandboxed, DEPLOY_ENV: 'staging' }).isProduction).toBe(true);
    expect(() =>
      loadConfig('catalog', { ...sandboxed, DEPLOY_ENV: 'staging', INTERNAL_TOKEN: DEV_INTERNAL_TOKEN }),
    ).toThrow(/INTERNAL_TOKEN must be set to a real secret/);
    expect(() => loadConfig('catalog', { ...productionEnv, DEPLOY_ENV: 'qa' })).toThrow(/DEPLOY_ENV/);
  });

  it('refuses to guess the database or Redis in production', () => {
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...unnamed } = productionEnv;
    expect(() => loadConfig('catalog', unnamed)).toThrow(
      /^Refusing to start catalog in production: DATABASE_URL must be set; REDIS_URL must be set$/,
    );
  });

  it('reads the shutdown delay and a worker health port', () => {
    const defaults = loadConfig('orders', {}).env;
    expect([defaults.SHUTDOWN_DELAY_MS, defaults.HEALTH_PORT]).toEqual([0, undefined]);
    expect(loadConfig('orders', { SHUTDOWN_DELAY_MS: '5000', HEALTH_PORT: '3202' }).env).toMatchObject({
      SHUTDOWN_DELAY_MS: 5000,
      HEALTH_PORT: 3202,
    });
  });
});

describe('isLocalOrSandboxUrl', () => {
  it.each([
    ['http://localhost:4010', true],
    ['http://127.0.0.2/x', true],
    ['http://[::1]:80', true],
    ['http://0.0.0.0', true],
    ['http://festive-sandbox:4010', true],
    ['not a url', true],
    ['https://api.razorpay.com', false],
    ['http://minio.storage.svc:9000', false],
  ])('%s -> %p', (value, expected) => {
    expect(isLocalOrSandboxUrl(value)).toBe(expected);
  });
});
