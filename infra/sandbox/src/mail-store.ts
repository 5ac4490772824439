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

/** The newest messages only: a long dev session must not grow without bound. */
const LIMIT = 500;

export class MailStore {
  private messages: MailMessage[] = [];
  private next = 1;

  add(message: Omit<MailMessage, 'id'>): MailMessage {
    const stored = { id: String(this.next++), ...message };
    this.messages.push(stored);
    if (this.messages.length > LIMIT) this.messages.shift();
    return stored;
  }

  /** Newest first; `to` keeps only messages with that recipient (case-insensitive). */
  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    const all = [...this.messages].reverse();
    return wanted ? all.filter((m) => m.to.some((address) => address.toLowerCase() === wanted)) : all;
  }

  clear(): void {
    this.messages = [];
  }
}
