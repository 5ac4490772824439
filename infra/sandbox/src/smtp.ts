import { SMTPServer } from 'smtp-server';
import type { FaultBoard } from './faults';
import type { Logger } from './log';
import type { MailStore } from './mail-store';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

type Smtp = { port: number; close(): Promise<void> };

/**
 * An SMTP catcher: accepts any message from anyone (no TLS, any or no login) and keeps it in the
 * store for the inbox page, as it arrived (the store reads it when asked). The `mail` fault makes
 * it reject (451) or stall the DATA command.
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('error', (err: Error) => callback(err));
      stream.on('end', () => {
        // smtp-server reads a message past the SIZE it announced and only flags it; refuse it, as a server would.
        if (stream.sizeExceeded) {
          return callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
        }
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
        const to = session.envelope.rcptTo.map((r) => r.address);
        const { id } = store.add({ to, raw: Buffer.concat(chunks) });
        log('info', `mail caught for ${to.join(', ')}`, { mailId: id });
        callback();
      });
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
