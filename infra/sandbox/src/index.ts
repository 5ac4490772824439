import { createServer } from 'node:http';
import path from 'node:path';
import { FaultBoard } from './faults';
import { createHttpApp } from './http-app';
import { closeServer, listen } from './listen';
import { type Logger, silentLogger } from './log';
import { MailStore } from './mail-store';
import { startS3 } from './s3';
import { startSmtp } from './smtp';

export { FaultBoard } from './faults';

export interface SandboxOptions {
  /** HTTP stand-ins and inbox pages; 0 picks a free port (tests). */
  httpPort: number;
  smtpPort: number;
  s3Port: number;
  /** Parent of the S3 data folder (`<dataDir>/s3`). */
  dataDir: string;
  host?: string;
  bucket?: string;
  /**
   * An access key pair the S3 stand-in accepts besides its own (S3RVER/S3RVER): a staging
   * deployment's services present their real-looking keys.
   */
  s3Credentials?: { accessKeyId: string; secretAccessKey: string };
  log?: Logger;
}

export interface Sandbox {
  urls: { http: string; smtp: string; s3: string };
  mail: MailStore;
  faults: FaultBoard;
  close(): Promise<void>;
}

/**
 * Starts every stand-in. A development and test tool only: production configuration refuses
 * sandbox URLs (docs/conventions.md), so nothing here is hardened for the open internet.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? silentLogger;
  const mail = new MailStore();
  const faults = new FaultBoard();
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.all(closers.splice(0).map((fn) => fn()));
  };
  try {
    const s3 = await startS3(
      options.s3Port,
      host,
      path.join(options.dataDir, 's3'),
      options.bucket ?? 'festive-gifts',
      options.s3Credentials,
    );
    closers.push(s3.close);
    const smtp = await startSmtp(options.smtpPort, host, mail, faults, log);
    closers.push(smtp.close);
    const server = createServer(createHttpApp({ mail, faults, log }));
    const httpPort = await listen(server, options.httpPort, host);
    closers.push(() => closeServer(server));
    // A wildcard bind address is not something a client can dial.
    const dial = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    return {
      urls: {
        http: `http://${dial}:${httpPort}`,
        smtp: `smtp://${dial}:${smtp.port}`,
        s3: `http://${dial}:${s3.port}`,
      },
      mail,
      faults,
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
