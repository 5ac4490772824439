import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * 429 `{message}` saying how long to wait; the error filter sends the same wait as `Retry-After`
 * (whole seconds).
 */
export class RateLimitedException extends HttpException {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
