import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestS3 {
  endpoint: string;
  /** Environment for createTestApp pointing the service at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The repository root (services/catalog/test/support → four levels up). */
const ROOT = path.resolve(__dirname, '../../../..');
let built = false;

/** Builds the sandbox once per test file when its dist is stale, with the repository's build script. */
function buildSandbox(): void {
  if (built) return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs', 'infra/sandbox'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (build.status !== 0) throw new Error(`could not build infra/sandbox:\n${build.stdout}${build.stderr}`);
  built = true;
}

/**
 * The development sandbox (infra/sandbox) as its own process on free ports, for its S3 stand-in:
 * the bucket exists with its CORS rules, and presigned URLs are checked as S3 checks them (signed
 * headers, expiry), so the uploads these tests make meet the store developers run.
 */
export async function startTestS3(bucket = 'festive-test'): Promise<TestS3> {
  buildSandbox();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'festive-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['infra/sandbox/dist/main.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      SANDBOX_PORT: '0',
      SANDBOX_SMTP_PORT: '0',
      SANDBOX_S3_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
      S3_BUCKET: bucket,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let endpoint: string;
  try {
    endpoint = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 30_000);
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.includes('sandbox ready'));
        if (!line) return;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { s3: string }).s3);
      };
      child.stdout?.on('data', onOutput);
      child.stderr?.on('data', onOutput);
      void exited.then(() => reject(new Error(`the sandbox exited:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  let closed = false;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket },
    close: async () => {
      if (closed) return;
      closed = true;
      await stop();
    },
  };
}
