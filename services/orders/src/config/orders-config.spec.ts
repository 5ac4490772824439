import { loadConfig } from '@festive/server-kit';
import {
  ordersConfigOptions,
  razorpayBaseUrl,
  razorpayCheckoutKind,
  msg91BaseUrl,
  razorpayHostedCheckoutUrl,
  shiprocketBaseUrl,
} from './orders-config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/festive_gifts',
  REDIS_URL: 'redis://cache.internal:6379',
  SESSION_SECRET: 'a-real-session-secret-0123456789',
  INTERNAL_TOKEN: 'a-real-internal-token-0123456789',
  S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
  S3_ACCESS_KEY_ID: 'AKIAREAL',
  S3_SECRET_ACCESS_KEY: 'real-secret',
  SMTP_URL: 'smtp://smtp.example.in:587',
  RAZORPAY_KEY_ID: 'rzp_live_ABCDEF',
  RAZORPAY_KEY_SECRET: 'live-key-secret-123',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  SHIPROCKET_EMAIL: 'api@festivalgifts.in',
  SHIPROCKET_PASSWORD: 'real-password',
  SHIPROCKET_WEBHOOK_TOKEN: 'real-webhook-token',
  SELLER_GSTIN: '27AAACF9999K1Z2',
  MSG91_AUTH_KEY: '412345AbCdEf',
  MSG91_TEMPLATE_ORDER_CONFIRMED: '1207170000000000001',
  MSG91_TEMPLATE_ORDER_SHIPPED: '1207170000000000002',
  MSG91_TEMPLATE_ORDER_DELIVERED: '1207170000000000003',
};

describe('orders configuration', () => {
  it('uses the sandbox stand-ins outside production', () => {
    const config = loadConfig('orders', { SANDBOX_URL: 'http://127.0.0.1:14040' }, ordersConfigOptions);
    expect(shiprocketBaseUrl(config)).toBe('http://127.0.0.1:14040/shiprocket');
    expect(razorpayBaseUrl(config)).toBe('http://127.0.0.1:14040/razorpay');
    expect(razorpayHostedCheckoutUrl(config)).toBe('http://127.0.0.1:14040/razorpay/v1/checkout/embedded');
    expect(razorpayCheckoutKind(config)).toBe('redirect');
  });

  it('uses the real providers and Razorpay Checkout (checkout.js) in production', () => {
    const config = loadConfig('orders', production, ordersConfigOptions);
    expect(shiprocketBaseUrl(config)).toBe('https://apiv2.shiprocket.in');
    expect(razorpayBaseUrl(config)).toBe('https://api.razorpay.com');
    expect(razorpayCheckoutKind(config)).toBe('script');
    expect(config.env.RAZORPAY_CHECKOUT_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it('refuses development secrets and sandbox URLs in production, naming each', () => {
    const { RAZORPAY_KEY_SECRET: _secret, SELLER_GSTIN: _gstin, ...rest } = production;
    expect(() =>
      loadConfig(
        'orders',
        { ...rest, SHIPROCKET_BASE_URL: 'http://127.0.0.1:4010/shiprocket' },
        ordersConfigOptions,
      ),
    ).toThrow(
      /RAZORPAY_KEY_SECRET must be set.*SELLER_GSTIN must be set.*SHIPROCKET_BASE_URL points at a local or sandbox address/,
    );
  });

  it('texts through the sandbox outside production and MSG91 itself in production', () => {
    expect(
      msg91BaseUrl(loadConfig('orders', { SANDBOX_URL: 'http://127.0.0.1:14040/' }, ordersConfigOptions)),
    ).toBe('http://127.0.0.1:14040');
    expect(msg91BaseUrl(loadConfig('orders', production, ordersConfigOptions))).toBe(
      'https://control.msg91.com',
    );
  });

  it('refuses the sandbox MSG91 key and templates in production, naming each', () => {
    for (const name of [
      'MSG91_AUTH_KEY',
      'MSG91_TEMPLATE_ORDER_CONFIRMED',
      'MSG91_TEMPLATE_ORDER_SHIPPED',
      'MSG91_TEMPLATE_ORDER_DELIVERED',
    ]) {
      const env: Record<string, string> = { ...production };
      delete env[name];
      expect(() => loadConfig('orders', env, ordersConfigOptions)).toThrow(new RegExp(`${name} must be set`));
    }
    expect(() =>
      loadConfig('orders', { ...production, MSG91_BASE_URL: 'http://127.0.0.1:4010' }, ordersConfigOptions),
    ).toThrow(/MSG91_BASE_URL points at a local or sandbox address/);
    expect(() => loadConfig('orders', { MSG91_SENDER_ID: 'FG' }, ordersConfigOptions)).toThrow(
      /MSG91_SENDER_ID/,
    );
  });

  it('checks the GSTIN and rates it is given', () => {
    expect(() => loadConfig('orders', { SELLER_GSTIN: 'not-a-gstin' }, ordersConfigOptions)).toThrow(
      /SELLER_GSTIN/,
    );
    expect(() => loadConfig('orders', { DEFAULT_GST_RATE: '18%' }, ordersConfigOptions)).toThrow(
      /DEFAULT_GST_RATE/,
    );
  });
});
