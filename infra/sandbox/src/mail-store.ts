import { simpleParser, type AddressObject } from 'mailparser';

export interface MailAttachment {
  filename: string | null;
  contentType: string;
  size: number;
}

export interface MailMessage {
  id: string;
  from: string;
  /** Envelope recipients (so Bcc shows too), as plain addresses. */
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  attachments: MailAttachment[];
  /** ISO time the sandbox received it. */
  date: string;
}

/** A message as caught: its envelope and its raw bytes, read when someone looks. */
interface CaughtMail {
  id: string;
  to: string[];
  date: string;
  raw: Buffer;
  /** The message read from `raw`, once, the first time the inbox is asked for it. */
  parsed?: Promise<MailMessage>;
}

/** The newest messages only: a long dev session must not grow without bound. */
const LIMIT = 500;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

async function parse({ id, to, date, raw }: CaughtMail): Promise<MailMessage> {
  try {
    const mail = await simpleParser(raw);
    return {
      id,
      from: addressText(mail.from),
      to,
      subject: mail.subject ?? '',
      html: typeof mail.html === 'string' ? mail.html : null,
      text: mail.text ?? null,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename ?? null,
        contentType: a.contentType,
        size: a.size,
      })),
      date,
    };
  } catch (error) {
    const reason = (error as Error).message;
    return {
      id,
      from: '',
      to,
      subject: '',
      html: null,
      text: `(not readable: ${reason})`,
      attachments: [],
      date,
    };
  }
}

/**
 * The catcher's inbox. A message is kept as it arrived and parsed only when the inbox is read:
 * the shop sends an invoice per order, and at a festival peak (the orders bench) nobody reads
 * them, so parsing each on arrival was work the stand-in did for no one.
 */
export class MailStore {
  private messages: CaughtMail[] = [];
  private next = 1;

  add(envelope: { to: string[]; raw: Buffer }): { id: string } {
    const caught: CaughtMail = { id: String(this.next++), date: new Date().toISOString(), ...envelope };
    this.messages.push(caught);
    if (this.messages.length > LIMIT) this.messages.shift();
    return { id: caught.id };
  }

  /** Newest first; `to` keeps only messages with that recipient (case-insensitive). */
  list(to?: string): Promise<MailMessage[]> {
    const wanted = to?.trim().toLowerCase();
    const all = [...this.messages].reverse();
    const picked = wanted ? all.filter((m) => m.to.some((address) => address.toLowerCase() === wanted)) : all;
    return Promise.all(picked.map((caught) => (caught.parsed ??= parse(caught))));
  }

  clear(): void {
    this.messages = [];
  }
}
