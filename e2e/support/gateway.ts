import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Starts a second gateway over the same builds with some upstreams replaced, e.g. the catalog
 * service pointed at a closed port, to see how the shop behaves when a service is down.
 */
export async function startGateway(port: number, env: Record<string, string>): Promise<() => Promise<void>> {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'infra/gateway/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, GATEWAY_PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/gateway/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`gateway on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
