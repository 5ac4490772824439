// Starts the processes of a plan stage by stage, waiting for each stage's health checks, then
// announces the URL (the line tests wait for) and optionally writes a ready file.
import { renameSync, writeFileSync } from 'node:fs';
import { color, seconds, step } from './output.mjs';
import { Supervisor } from './supervisor.mjs';

/**
 * `beforeStage(stage)` runs before each stage starts (npm start migrates and seeds once the
 * sandbox is up: the seed uploads its images to S3).
 * @param {{processes: {name: string, entry: string, args?: string[], health?: string, stage: number}[], env: object, url: string}} plan
 * @param {ReturnType<import('./lifecycle.mjs').createLifecycle>} lifecycle
 */
export async function launch(
  plan,
  lifecycle,
  { readyFile, timeoutMs = 60_000, startedAt = Date.now(), beforeStage = async () => undefined } = {},
) {
  const width = Math.max(...plan.processes.map((p) => p.name.length));
  const supervisor = new Supervisor({
    width,
    onUnexpectedExit: ({ name, code, signal }) =>
      lifecycle.shutdown(
        1,
        `${name} exited unexpectedly (${signal ?? `code ${code}`}) — stopping everything`,
      ),
  });
  lifecycle.state.supervisor = supervisor;
  lifecycle.state.readyFile = readyFile;

  const stages = [...new Set(plan.processes.map((p) => p.stage))].sort((a, b) => a - b);
  for (const stage of stages) {
    await beforeStage(stage);
    const group = plan.processes.filter((p) => p.stage === stage);
    step(`starting ${group.map((p) => p.name).join(', ')}`);
    const started = group.map((p) => ({
      p,
      child: supervisor.start({ name: p.name, entry: p.entry, args: p.args, env: plan.env }),
    }));
    await Promise.all(
      started
        .filter(({ p }) => p.health)
        .map(({ p, child }) => supervisor.waitHealthy(child, p.health, timeoutMs)),
    );
  }

  if (readyFile) {
    const children = Object.fromEntries(supervisor.children.map((c) => [c.name, c.process.pid]));
    // Written aside and renamed into place: whoever polls for the file never reads half of it.
    const partial = `${readyFile}.partial`;
    writeFileSync(partial, `${JSON.stringify({ url: plan.url, pid: process.pid, children }, null, 2)}\n`);
    renameSync(partial, readyFile);
  }
  console.info(
    `\n${color.green('●')} ${color.bold(`Festival Gifts is running at ${plan.url}`)} ` +
      `${color.dim(`(ready in ${seconds(startedAt)}; Ctrl-C stops it)`)}\n`,
  );
}
