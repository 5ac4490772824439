import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { FaultBoard } from './faults';
import type { Logger } from './log';
import type { MailStore } from './mail-store';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

type Smtp = { port: number; close(): Promise<void> };

/**
 * An SMTP catcher: accepts any message from anyone (no TLS, any or no login) and keeps it in the
 * store for the inbox page. The `mail` fault makes it reject (451) or stall the DATA command.
 */
export async function startSmtp(
  port: number,
  host: string,
  store: MailStore,
  faults: FaultBoard,
  log: Logger,
): Promise<Smtp> {
  const stalled = new Set<(err?: Error) => void>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Festival Gifts sandbox SMTP catcher',
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sandbox' }),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          const mode = faults.mode('mail');
          if (mode === 'fail') {
            const err = Object.assign(new Error('Mailbox unavailable (sandbox fault injected)'), {
              responseCode: 451,
            });
            return callback(err);
          }
          if (mode === 'timeout') {
            stalled.add(callback);
            return;
          }
          const stored = store.add({
            from: addressText(mail.from),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            text: mail.text ?? null,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? null,
              contentType: a.contentType,
              size: a.size,
            })),
            date: new Date().toISOString(),
          });
          log('info', `mail caught: "${stored.subject}" to ${stored.to.join(', ')}`, { mailId: stored.id });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });

  const bound = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
  server.on('error', (err) => log('warn', `smtp: ${err.message}`));

  return {
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        for (const callback of stalled) callback(new Error('sandbox closing'));
        stalled.clear();
        server.close(() => resolve());
      }),
  };
}
