import { secondsUntil } from './otp-resend-storage';

describe('secondsUntil', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntil(30_000, 0)).toBe(30);
    expect(secondsUntil(30_000, 29_001)).toBe(1);
    expect(secondsUntil(30_000, 30_000)).toBe(0);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});
