import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWorkspaces, REPO_ROOT } from './node-process';

export interface SandboxProcess {
  urls: { http: string; smtp: string; s3: string };
  /** Sets a provider's fault mode (`ok`, `fail`, `timeout`) on the sandbox's switchboard. */
  fault(service: 'sms' | 'mail' | 'shiprocket' | 'razorpay', mode: 'ok' | 'fail' | 'timeout'): Promise<void>;
  close(): Promise<void>;
}

/**
 * The development sandbox (infra/sandbox) as its own process on free ports, for a service's API
 * tests: the service's real provider clients talk to it over HTTP, exactly as in development.
 * Builds the sandbox first when its dist is stale (scripts/build.mjs), then waits for its
 * "sandbox ready" line, which carries the URLs.
 */
export async function startSandboxProcess(timeoutMs = 30_000): Promise<SandboxProcess> {
  buildWorkspaces('infra/sandbox');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'festive-sandbox-'));
  const child = spawn(process.execPath, ['infra/sandbox/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SANDBOX_PORT: '0',
      SANDBOX_SMTP_PORT: '0',
      SANDBOX_S3_PORT: '0',
      SANDBOX_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  let output = '';
  try {
    const urls = await new Promise<SandboxProcess['urls']>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`sandbox not ready in ${timeoutMs} ms:\n${output}`)),
        timeoutMs,
      );
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        for (const line of output.split('\n')) {
          if (!line.includes('sandbox ready')) continue;
          const { http, smtp, s3 } = JSON.parse(line) as SandboxProcess['urls'];
          clearTimeout(timer);
          resolve({ http, smtp, s3 });
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sandbox exited (${code}) before it was ready:\n${output}`));
      });
    });
    return {
      urls,
      fault: async (service, mode) => {
        const res = await fetch(`${urls.http}/sandbox/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ service, mode }),
        });
        if (!res.ok) throw new Error(`could not set the ${service} fault: ${res.status}`);
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
