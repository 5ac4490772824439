/** A free port for an extra process of a test (second gateway, fake CDN): base + n, n in 0-9. */
export function sparePort(n: number): number {
  return Number(process.env.E2E_SPARE_PORT_BASE ?? 18180) + n;
}

/** Where the system under test keeps its sandbox (SMS inbox, mail catcher, faults). */
export const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010';

/**
 * How long the system under test makes a phone wait between codes (identity's OTP_RESEND_SECONDS:
 * short for `npm test`, 30 s in a shop started by hand).
 */
export const otpResendSeconds = Number(process.env.OTP_RESEND_SECONDS ?? 30);
