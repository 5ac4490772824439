import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@festive/server-kit';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Every process a test starts is stopped after the test whatever happened: SIGTERM so it stops
 * its own children, SIGKILL if it does not manage.
 */
const started: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(
    started.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }),
  );
});

function runNode(args: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, NO_COLOR: '1', ...env } });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A killed process may linger a moment as a zombie until its new parent reaps it: that is dead. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
};

describe('npm start orchestration (scripts/lib/launch.mjs with fake processes)', () => {
  const fake = path.join(fixtures, 'fake-service.mjs');
  const launchFixture = path.join(fixtures, 'launch-fixture.mjs');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'start-test-'));
  });

  it('starts stage by stage, prefixes output, announces the URL, and stops every process group', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const grandchildFile = path.join(dir, 'grandchild.pid');
    const readyFile = path.join(dir, 'ready.json');
    const plan = {
      url: 'http://localhost:1234',
      env: process.env,
      processes: [
        {
          name: 'sandbox',
          entry: fake,
          args: ['--port', String(a)],
          health: `http://127.0.0.1:${a}/health`,
          stage: 0,
        },
        {
          name: 'catalog',
          entry: fake,
          args: ['--port', String(b), '--grandchild', grandchildFile],
          health: `http://127.0.0.1:${b}/health`,
          stage: 1,
        },
        { name: 'orders-worker', entry: fake, stage: 1 },
      ],
    };
    const run = runNode([launchFixture, JSON.stringify(plan), readyFile]);
    await waitFor(
      () => run.output().includes('Festival Gifts is running at http://localhost:1234'),
      'ready line',
    );
    // Workers have no health check: their first lines may come after the ready line.
    await waitFor(() => /orders-worker │ a plain line/.test(run.output()), 'worker output');

    const out = run.output();
    expect(out.indexOf('starting sandbox')).toBeLessThan(out.indexOf('starting catalog, orders-worker'));
    expect(out).toMatch(/catalog +│ \d\d:\d\d:\d\d fake service booting abcdef12/);
    expect(out).toMatch(/orders-worker │ a plain line/);
    const ready = JSON.parse(readFileSync(readyFile, 'utf8'));
    expect(Object.keys(ready.children)).toEqual(['sandbox', 'catalog', 'orders-worker']);
    const grandchild = Number(readFileSync(grandchildFile, 'utf8'));
    expect(alive(grandchild)).toBe(true);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    for (const pid of [...Object.values(ready.children as Record<string, number>), grandchild]) {
      await waitFor(() => !alive(pid), `pid ${pid} to end`, 2000);
    }
    expect(existsSync(readyFile)).toBe(false);
  });

  it('stops everything and exits 1 when a child dies, naming it', async () => {
    const port = await freePort();
    const plan = {
      url: 'http://localhost:1234',
      env: process.env,
      processes: [
        {
          name: 'identity',
          entry: fake,
          args: ['--port', String(port)],
          health: `http://127.0.0.1:${port}/health`,
          stage: 0,
        },
        { name: 'support-chat-worker', entry: fake, args: ['--exit-after', '700'], stage: 0 },
      ],
    };
    const readyFile = path.join(dir, 'ready.json');
    const run = runNode([launchFixture, JSON.stringify(plan), readyFile]);
    await waitFor(() => existsSync(readyFile), 'ready file');
    const { children } = JSON.parse(readFileSync(readyFile, 'utf8'));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('support-chat-worker exited unexpectedly (code 3) — stopping everything');
    await waitFor(() => !alive(children.identity), 'identity to end', 2000);
  });

  it('gives up on a process that never becomes healthy', async () => {
    // A port held by a server that answers every /health with 503: a port merely free could be
    // taken by another test's service meanwhile, and that one would answer healthy.
    const unhealthy = await new Promise<HttpServer>((resolve) => {
      const server = createHttpServer((_req, res) => {
        res.statusCode = 503;
        res.end();
      });
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    const port = (unhealthy.address() as { port: number }).port;
    const plan = {
      url: 'http://localhost:1234',
      env: process.env,
      processes: [{ name: 'admin', entry: fake, health: `http://127.0.0.1:${port}/health`, stage: 0 }],
    };
    const run = runNode([launchFixture, JSON.stringify(plan)]);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      `admin did not become healthy at http://127.0.0.1:${port}/health within 1.5s`,
    );
    unhealthy.close();
  });
});

describe('scripts/start.mjs', () => {
  it('names an unreachable PostgreSQL in one line and exits 1', async () => {
    const port = await freePort();
    const run = runNode(['scripts/start.mjs', '--no-build'], {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/festive_gifts`,
    });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `PostgreSQL is not reachable at 127\\.0\\.0\\.1:${port} — start it \\(.+\\) and run npm start again`,
      ),
    );
  });

  it('refuses an unknown option', async () => {
    const run = runNode(['scripts/start.mjs', '--nope']);
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('unknown option --nope');
  });

  describe('with PostgreSQL and Redis up', () => {
    let held: Server;
    let port: number;
    beforeAll(async () => {
      // The plan's ports come from contracts' dist.
      execFileSync(process.execPath, ['scripts/build.mjs', 'packages/contracts'], {
        cwd: root,
        stdio: 'ignore',
      });
      held = createServer();
      await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
      port = (held.address() as { port: number }).port;
    });
    afterAll(() => new Promise((resolve) => held.close(resolve)));

    it('refuses to start on a port that is already taken', async () => {
      const run = runNode(['scripts/start.mjs', '--no-build'], { GATEWAY_PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`${port} (gateway, GATEWAY_PORT)`);
      expect(run.output()).toContain('already in use');
    });
  });
});
