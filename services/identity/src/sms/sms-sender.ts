/**
 * How identity sends a one-time code by SMS. The production implementation is MSG91; in
 * development and tests the same client talks to the sandbox, which speaks MSG91's protocol.
 */
export interface SmsSender {
  /** Sends `code` to `phone` (normalised, e.g. +919876543210). Throws SmsSendError on failure. */
  sendOtp(phone: string, code: string): Promise<void>;
}

export const SMS_SENDER = Symbol('SMS_SENDER');

/** `rejected`: the provider answered with an error; `unavailable`: no usable answer in time. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    readonly reason: 'rejected' | 'unavailable',
  ) {
    super(message);
  }
}
