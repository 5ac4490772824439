import { Router } from 'express';
import { escapeHtml } from '../html';
import type { MailMessage, MailStore } from '../mail-store';

function messageHtml(m: MailMessage): string {
  // The HTML body is shown in a sandboxed frame (no scripts, no same-origin access), from an
  // escaped srcdoc attribute, so a message can never run code on the inbox page.
  const body =
    m.html !== null
      ? `<iframe sandbox title="message ${escapeHtml(m.id)}" srcdoc="${escapeHtml(m.html)}"></iframe>`
      : `<pre>${escapeHtml(m.text ?? '')}</pre>`;
  const files = m.attachments
    .map((a) => `${escapeHtml(a.filename ?? 'unnamed')} (${a.size} bytes)`)
    .join(', ');
  return `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p><b>From</b> ${escapeHtml(m.from)} · <b>To</b> ${escapeHtml(m.to.join(', '))} · <time>${escapeHtml(m.date)}</time></p>
  ${files ? `<p><b>Attachments</b> ${files}</p>` : ''}
  ${body}
</article>`;
}

function inboxPage(messages: MailMessage[]): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox inbox (${messages.length})</title>
<style>
body{font:14px system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}
article{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:0 1rem 1rem}
iframe{width:100%;height:24rem;border:1px solid #eee}pre{white-space:pre-wrap}
</style></head>
<body><h1>Sandbox inbox</h1>
<p>Mail sent to the SMTP catcher, newest first. Kept in memory until the sandbox restarts.</p>
${messages.length ? messages.map(messageHtml).join('\n') : '<p>No messages yet.</p>'}
</body></html>`;
}

/** GET /mail (inbox page), GET /mail/messages[?to=] (JSON, newest first), DELETE /mail/messages. */
export function mailInboxRouter(store: MailStore): Router {
  const router = Router();
  router.get('/mail', async (_req, res) => {
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src * data:",
    );
    res.type('html').send(inboxPage(await store.list()));
  });
  router.get('/mail/messages', async (req, res) => {
    res.json(await store.list(typeof req.query.to === 'string' ? req.query.to : undefined));
  });
  router.delete('/mail/messages', (_req, res) => {
    store.clear();
    res.status(204).end();
  });
  return router;
}
