/**
 * How long a send may wait on the SMTP server: an unreachable or stalled server fails the send,
 * so the job that sent it is retried, instead of holding the job (and its worker slot) for ever.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export interface SmtpTransportOptions {
  /**
   * Keep a few connections open and send message after message on them (nodemailer's pool: at
   * most 5 connections, 100 messages each), instead of a connection, greeting and hello per
   * message. For a sender of many messages; SMTP_URL's own `pool` setting wins.
   */
  pooled?: boolean;
}

/**
 * SMTP_URL (the sandbox's catcher in development) with those timeouts, as nodemailer's
 * `createTransport` takes it. Only the URL lives here, so services that send no mail never load
 * nodemailer.
 */
export function smtpTransportUrl(smtpUrl: string, { pooled = false }: SmtpTransportOptions = {}): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS_MS)) url.searchParams.set(name, String(ms));
  if (pooled && !url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}
