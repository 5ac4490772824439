// The topology's long-running processes: started with their output in a log file each, waited for
// by their health address, and stoppable or restartable by name (the tests kill replicas).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { REPO_ROOT } from '../repo.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** 2xx from `url` (https with the run's self-signed certificate too). */
function answers(url) {
  return new Promise((resolve) => {
    const done = (ok) => resolve(ok);
    if (url.startsWith('https:')) {
      https
        .get(url, { rejectUnauthorized: false, timeout: 2000 }, (res) => {
          res.resume();
          done(res.statusCode >= 200 && res.statusCode < 300);
        })
        .on('error', () => done(false));
      return;
    }
    fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => done(res.ok),
      () => done(false),
    );
  });
}

export class Processes {
  constructor(logDir) {
    this.logDir = logDir;
    this.specs = new Map();
    this.children = new Map();
    mkdirSync(logDir, { recursive: true });
  }

  logFile(name) {
    return path.join(this.logDir, `${name}.log`);
  }

  /** Starts `spec` ({name, command?, args, env, health}) and waits until its health answers. */
  async start(spec, timeoutMs = 90_000) {
    this.specs.set(spec.name, spec);
    const log = createWriteStream(this.logFile(spec.name), { flags: 'a' });
    const child = spawn(spec.command ?? process.execPath, spec.args, {
      cwd: REPO_ROOT,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.children.set(spec.name, child);
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    child.exited = exited;
    if (!spec.health) return child;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const finished = await Promise.race([exited, pause(0).then(() => null)]);
      if (finished)
        throw new Error(
          `${spec.name} exited (${finished.code ?? finished.signal}) before it was healthy:\n${this.tail(spec.name)}`,
        );
      if (await answers(spec.health)) return child;
      if (Date.now() > deadline)
        throw new Error(`${spec.name} was not healthy within ${timeoutMs} ms:\n${this.tail(spec.name)}`);
      await pause(250);
    }
  }

  async restart(name) {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`no process named ${name}`);
    const child = this.children.get(name);
    if (child && child.exitCode === null && child.signalCode === null) await this.stop(name, 'SIGTERM');
    await this.start(spec);
  }

  /** Sends `signal` and waits for the exit. */
  async stop(name, signal = 'SIGTERM', timeoutMs = 30_000) {
    const child = this.children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return { code: child?.exitCode ?? null };
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await child.exited;
    clearTimeout(timer);
    return result;
  }

  pids() {
    return Object.fromEntries([...this.children].map(([name, child]) => [name, child.pid]));
  }

  tail(name, lines = 40) {
    try {
      return readFileSync(this.logFile(name), 'utf8').trim().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no output)';
    }
  }

  async stopAll() {
    await Promise.all([...this.children.keys()].reverse().map((name) => this.stop(name, 'SIGTERM', 15_000)));
  }
}
