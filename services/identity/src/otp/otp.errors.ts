import { RateLimitedException } from '@festive/server-kit';

/** 429 whose Retry-After header is `retryAfterSeconds` (server-kit's error filter sets it). */
export class TooManyRequestsError extends RateLimitedException {}
