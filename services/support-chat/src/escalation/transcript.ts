import type { ChatMessage } from '@festive/contracts';
// Everything the customer typed reaches the support team's mail client: it is all escaped.
import { escapeHtml } from '@festive/server-kit';

export interface EscalationDetails {
  sessionId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  requestedAt: Date;
  messages: ChatMessage[];
}

export interface EscalationMail {
  subject: string;
  text: string;
  html: string;
}

const WHEN = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

const speaker = (role: ChatMessage['role'], name: string) =>
  role === 'user' ? name || 'Customer' : 'Assistant';

/** A header can carry neither line breaks (header injection) nor unbounded length. */
const headerSafe = (value: string, max = 80) =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The e-mail to the support inbox when a customer asks for a live agent: who they are, how to
 * reach them, and the whole conversation, as text and as HTML.
 */
export function escalationMail(details: EscalationDetails): EscalationMail {
  const name = details.customerName.trim() || 'Customer';
  const phone = details.customerPhone?.trim() || 'phone not given';
  const when = `${WHEN.format(details.requestedAt)} IST`;
  const subject = `Live agent requested: ${headerSafe(name)} (${headerSafe(phone, 20)})`;

  const transcriptText = details.messages.length
    ? details.messages.map((m) => `${speaker(m.role, name)}: ${m.content}`).join('\n\n')
    : '(no messages yet: the customer asked for an agent before writing)';
  const text = [
    'A customer asked for a live agent in the support chat.',
    '',
    `Name: ${name}`,
    `E-mail: ${details.customerEmail}`,
    `Phone: ${phone}`,
    `Requested: ${when}`,
    `Chat session: ${details.sessionId}`,
    '',
    'Conversation:',
    '',
    transcriptText,
    '',
    'Please contact the customer by e-mail or phone.',
  ].join('\n');

  const rows = details.messages
    .map(
      (m) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 8px">${escapeHtml(speaker(m.role, name))}</th>` +
        `<td style="padding:4px 8px;white-space:pre-wrap">${escapeHtml(m.content)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="en"><body style="font-family:sans-serif">
<p>A customer asked for a live agent in the support chat.</p>
<ul>
<li><b>Name:</b> ${escapeHtml(name)}</li>
<li><b>E-mail:</b> ${escapeHtml(details.customerEmail)}</li>
<li><b>Phone:</b> ${escapeHtml(phone)}</li>
<li><b>Requested:</b> ${escapeHtml(when)}</li>
<li><b>Chat session:</b> ${escapeHtml(details.sessionId)}</li>
</ul>
<h2>Conversation</h2>
${rows ? `<table>${rows}</table>` : '<p>(no messages yet: the customer asked for an agent before writing)</p>'}
<p>Please contact the customer by e-mail or phone.</p>
</body></html>`;
  return { subject, text, html };
}
