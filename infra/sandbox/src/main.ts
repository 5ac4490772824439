import path from 'node:path';
import { startSandbox } from './index';
import { jsonLogger } from './log';

type Env = Record<string, string | undefined>;

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name} must be a port, got "${raw}"`);
  return value;
}

const log = jsonLogger(process.env.LOG_LEVEL);

async function main(env: Env = process.env): Promise<void> {
  // infra/sandbox/dist/main.js -> <repo>/.data (gitignored).
  const dataDir = path.resolve(env.SANDBOX_DATA_DIR || path.join(__dirname, '../../../.data'));
  const sandbox = await startSandbox({
    httpPort: port(env, 'SANDBOX_PORT', 4010),
    smtpPort: port(env, 'SANDBOX_SMTP_PORT', 2525),
    s3Port: port(env, 'SANDBOX_S3_PORT', 4569),
    dataDir,
    host: env.HOST || '127.0.0.1',
    bucket: env.S3_BUCKET || 'festive-gifts',
    s3Credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    log,
  });
  log('info', `sandbox ready: inbox ${sandbox.urls.http}/mail, SMS ${sandbox.urls.http}/sms/messages`, {
    ...sandbox.urls,
    dataDir,
  });
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: Error) => {
  log('error', `sandbox failed to start: ${err.message}`);
  process.exit(1);
});
