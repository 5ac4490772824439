import { ConfigError, loadConfig } from '../config/env';
import { RATE_LIMITS, configuredLimits, parseRateLimitSetting, waitText } from './rate-limit-settings';

describe('rate limit settings', () => {
  it('reads <count>/<period>', () => {
    expect(parseRateLimitSetting('20/10m')).toEqual({ points: 20, seconds: 600 });
    expect(parseRateLimitSetting(' 3000 / 1h ')).toEqual({ points: 3000, seconds: 3600 });
    expect(parseRateLimitSetting('8/30s')).toEqual({ points: 8, seconds: 30 });
    expect(parseRateLimitSetting('100/1d')).toEqual({ points: 100, seconds: 86_400 });
    for (const bad of ['20', '20/10', '0/1h', '20/0m', '20/8d', '-1/1h', '1.5/1h', '20 per hour']) {
      expect([bad, parseRateLimitSetting(bad)]).toEqual([bad, undefined]);
    }
  });

  it('are part of every service environment, with defaults and a one-line refusal', () => {
    const { env } = loadConfig('orders', {});
    expect(configuredLimits(env, 'placeOrder')).toEqual({
      perShopper: { points: 10, seconds: 3600 },
      perAddress: { points: 2000, seconds: 3600 },
    });
    expect(
      configuredLimits(loadConfig('orders', { RATE_LIMIT_ORDERS: '2/5m' }).env, 'placeOrder').perShopper,
    ).toEqual({ points: 2, seconds: 300 });
    expect(() => loadConfig('orders', { RATE_LIMIT_ORDERS_PER_ADDRESS: 'lots' })).toThrow(ConfigError);
    expect(() => loadConfig('orders', { RATE_LIMIT_ORDERS_PER_ADDRESS: 'lots' })).toThrow(
      /RATE_LIMIT_ORDERS_PER_ADDRESS: must be <count>\/<period>/,
    );
  });

  it('says the wait honestly, rounded up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(0.2)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(2 * 3600)).toBe('2 hours');
    expect(RATE_LIMITS.placeOrder.message(600)).toBe(
      'Too many orders placed. Please try again in 10 minutes',
    );
  });
});
