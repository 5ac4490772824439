// Running a command to completion with its output captured, for builds and one-shot jobs.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './repo.mjs';

const active = new Set();

/** Ends whatever run() is still running (a build or migration when Ctrl-C arrives). */
export function stopRuns() {
  for (const child of active) child.kill('SIGTERM');
}

/**
 * Runs `command args` in the repo root. Resolves with {code, output}; output interleaves stdout
 * and stderr in arrival order. `onLine` sees each line as it comes (for live prefixing).
 */
export function run(command, args, { env = process.env, onLine } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    active.add(child);
    let output = '';
    let partial = '';
    const take = (chunk) => {
      const text = chunk.toString();
      output += text;
      if (!onLine) return;
      const lines = (partial + text).split('\n');
      partial = lines.pop();
      for (const line of lines) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      active.delete(child);
      if (onLine && partial) onLine(partial);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}
