export * from './rate-limit-settings';
export * from './rate-limited.exception';
export * from './rate-limiter';
export * from './rate-limit.guard';
