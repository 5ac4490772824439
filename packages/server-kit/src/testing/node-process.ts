import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

/** The repository root, from src/testing or dist/testing alike. */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * Builds workspaces (and what they depend on) when their dist is stale, with the repository's
 * own build script: the processes a test starts run their production entry points.
 */
export function buildWorkspaces(...dirs: string[]): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', ...dirs], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (build.status !== 0)
    throw new Error(`could not build ${dirs.join(', ')}:\n${build.stdout}${build.stderr}`);
}

export interface NodeProcess {
  child: ChildProcess;
  output(): string;
  /** SIGTERM and wait; `signal: 'SIGKILL'` stops it the hard way (a crash). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs `node <entry>` from the repository root with the given environment, collecting its output. */
export function spawnNode(entry: string, env: NodeJS.ProcessEnv): NodeProcess {
  const child = spawn(process.execPath, [entry], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

/** Runs a node script to completion (a migration CLI), failing with its output. */
export function runNode(entry: string, env: NodeJS.ProcessEnv): void {
  const run = spawnSync(process.execPath, [entry], { cwd: REPO_ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${entry} failed:\n${run.stdout}${run.stderr}`);
}

/** Polls until `check` passes or the time is up. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Whether `url` answers 2xx within a second. */
export const isUp = async (url: string): Promise<boolean> =>
  (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;

/** Retries an assertion until it passes (jobs run in the background) or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
