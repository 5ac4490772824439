import type { SandboxProcess } from '@festive/server-kit';

/** The newest code the sandbox SMS inbox holds for `phone`. */
export async function latestCode(sandbox: SandboxProcess, phone: string): Promise<string> {
  const res = await fetch(`${sandbox.urls.http}/sms/messages?phone=${encodeURIComponent(phone)}`);
  const messages = (await res.json()) as { message: string }[];
  const code = messages[0]?.message.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the inbox for ${phone}`);
  return code;
}

export async function inboxCount(sandbox: SandboxProcess, phone: string): Promise<number> {
  const res = await fetch(`${sandbox.urls.http}/sms/messages?phone=${encodeURIComponent(phone)}`);
  return ((await res.json()) as unknown[]).length;
}

let ipCounter = 0;
/** A client address of its own for each test, so the per-address limits never cross tests. */
export const freshIp = () => `203.0.113.${++ipCounter}`;

let phoneCounter = 0;
/** A phone number no other test of the file uses (10-digit Indian mobile). */
export const freshPhone = () =>
  `9${String(Date.now() % 1e5).padStart(5, '0')}${String(++phoneCounter).padStart(4, '0')}`;
