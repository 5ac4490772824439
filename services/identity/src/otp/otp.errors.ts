import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 whose Retry-After header the controller sets from `retryAfterSeconds`. */
export class TooManyRequestsError extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
