import { loadConfig } from '@festive/server-kit';
import {
  ordersConfigOptions,
  razorpayBaseUrl,
  razorpayCheckoutKind,
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

  it('checks the GSTIN and rates it is given', () => {
    expect(() => loadConfig('orders', { SELLER_GSTIN: 'not-a-gstin' }, ordersConfigOptions)).toThrow(
      /SELLER_GSTIN/,
    );
    expect(() => loadConfig('orders', { DEFAULT_GST_RATE: '18%' }, ordersConfigOptions)).toThrow(
      /DEFAULT_GST_RATE/,
    );
  });
});
