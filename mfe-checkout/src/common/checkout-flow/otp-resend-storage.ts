/**
 * When the shopper may ask for another code (the server's 30 s resend wait), kept in session
 * storage so a reload of /verify-otp keeps counting down instead of offering a resend the
 * server would refuse.
 */
const RESEND_AT_KEY = 'otpResendAt';

export function saveResendAt(afterSeconds: number, now = Date.now()): void {
  sessionStorage.setItem(RESEND_AT_KEY, String(now + afterSeconds * 1000));
}

export function readResendAt(): number {
  const value = Number(sessionStorage.getItem(RESEND_AT_KEY));
  return Number.isFinite(value) ? value : 0;
}

/** Whole seconds left until a resend is allowed (0 when it is). */
export function secondsUntil(resendAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}
