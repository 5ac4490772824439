import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src/index';

/** The running sandbox as a test file sees it, and a supertest client of its HTTP stand-ins. */
export type SandboxForTests = Pick<Sandbox, 'urls' | 'mail' | 'faults'> & {
  http(): ReturnType<typeof request>;
};

/**
 * A sandbox of the calling test file's own: started before its tests on free ports with a
 * temporary data folder, its injected faults cleared before each test, closed and its folder
 * removed after them. Read it inside tests (it runs only from the file's beforeAll on).
 */
export function sandboxForTests(options: Partial<SandboxOptions> = {}): SandboxForTests {
  let started: Sandbox | undefined;
  let dataDir: string | undefined;
  const running = (): Sandbox => {
    if (!started) throw new Error('the sandbox is started in beforeAll; read it inside a test');
    return started;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    started = await startSandbox({ httpPort: 0, smtpPort: 0, s3Port: 0, dataDir, ...options });
  });
  afterAll(async () => {
    await started?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await request(running().urls.http).delete('/sandbox/faults').expect(200);
  });

  return {
    get urls() {
      return running().urls;
    },
    get mail() {
      return running().mail;
    },
    get faults() {
      return running().faults;
    },
    http: () => request(running().urls.http),
  };
}
