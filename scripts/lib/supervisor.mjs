// Runs long-lived children (services, workers, sandbox, gateway), prefixes their output, waits
// for their health checks and stops them all, process groups included.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './repo.mjs';
import { color, colorFor } from './output.mjs';
import { prettyLine } from './pretty.mjs';

const GRACE_MS = 8000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * true when `url` answers 2xx, else why not. Settles within `ms` by its own timer: a server that
 * accepts the connection and never answers must not stall the start-up.
 */
async function probe(url, ms) {
  const controller = new AbortController();
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('no answer');
    }, ms);
  });
  const request = fetch(url, { signal: controller.signal }).then(
    async (res) => {
      await res.body?.cancel();
      return res.ok ? true : `HTTP ${res.status}`;
    },
    (err) => err.cause?.code ?? err.message,
  );
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class Supervisor {
  /** @param {{onUnexpectedExit: (child: {name: string, code: number|null, signal: string|null}) => void, width?: number}} options */
  constructor({ onUnexpectedExit, width = 12 }) {
    this.children = [];
    this.stopping = false;
    this.onUnexpectedExit = onUnexpectedExit;
    this.width = width;
    // A last resort if we exit without stop() (an exception): never leave children behind.
    process.on('exit', () =>
      this.children.forEach((child) => this.#signal(child, 'SIGKILL', { group: true })),
    );
  }

  /** Prints each line of a stream as `name │ line`. */
  #pipe(stream, name, write) {
    const label = colorFor(name)(name.padEnd(this.width));
    const print = (line) => {
      const text = line.trim() && prettyLine(line);
      if (text) write(`${label} ${color.dim('│')} ${text}\n`);
    };
    let partial = '';
    stream.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop();
      lines.forEach(print);
    });
    stream.on('end', () => print(partial));
  }

  #signal(child, signal, { group = false } = {}) {
    // Once the leader is gone only the group sweep may still signal, for its leftovers.
    if (child.exited && !group) return;
    try {
      // The child leads its own process group: this reaches anything it started too.
      process.kill(-child.process.pid, signal);
    } catch {
      // Already gone.
    }
  }

  /** Starts `node <entry>`; the child runs in its own process group. */
  start({ name, entry, env, args = [] }) {
    const proc = spawn(process.execPath, [entry, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const child = { name, process: proc, exited: false };
    child.done = new Promise((resolve) => {
      proc.on('exit', (code, signal) => {
        child.exited = true;
        child.code = code;
        child.signal = signal;
        resolve();
        if (!this.stopping) this.onUnexpectedExit({ name, code, signal });
      });
    });
    proc.on('error', () => undefined);
    this.#pipe(proc.stdout, name, (text) => process.stdout.write(text));
    this.#pipe(proc.stderr, name, (text) => process.stderr.write(text));
    this.children.push(child);
    return child;
  }

  /** Polls `url` until it answers 2xx; rejects if the child exits or `timeoutMs` passes. */
  async waitHealthy(child, url, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (child.exited) throw new Error(`${child.name} exited before it was ready`);
      const answer = await probe(url, 2000);
      if (answer === true) return;
      last = answer;
      await sleep(250);
    }
    throw new Error(`${child.name} did not become healthy at ${url} within ${timeoutMs / 1000}s (${last})`);
  }

  /** SIGTERM to every group, SIGKILL to what is left after the grace period. */
  async stop() {
    this.stopping = true;
    const running = this.children.filter((child) => !child.exited);
    running.forEach((child) => this.#signal(child, 'SIGTERM'));
    const timer = setTimeout(() => running.forEach((child) => this.#signal(child, 'SIGKILL')), GRACE_MS);
    await Promise.all(running.map((child) => child.done));
    clearTimeout(timer);
    // Grandchildren may outlive their leader: clear each group for good.
    this.children.forEach((child) => this.#signal(child, 'SIGKILL', { group: true }));
  }
}
