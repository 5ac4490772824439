// How a run ends: Ctrl-C / SIGTERM, a child dying, or a failed step all stop every child (and
// any build or migration still running) once, then exit.
import { rmSync } from 'node:fs';
import { UserError, fail, step } from './output.mjs';
import { stopRuns } from './run.mjs';

export function createLifecycle() {
  const state = { supervisor: undefined, readyFile: undefined, stopping: false };

  async function shutdown(code, reason) {
    if (state.stopping) return;
    state.stopping = true;
    if (reason) (code ? fail : step)(reason);
    stopRuns();
    if (state.supervisor) await state.supervisor.stop();
    if (state.readyFile) rmSync(state.readyFile, { force: true });
    process.exit(code);
  }

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      // A second Ctrl-C does not wait: exiting SIGKILLs every child group (Supervisor's exit hook).
      if (state.stopping) process.exit(130);
      shutdown(0, `${signal === 'SIGINT' ? 'Ctrl-C' : signal}: stopping everything`);
    });
  }

  return {
    state,
    shutdown,
    /** For main().catch: a UserError is one line; anything else shows its stack. */
    failWith: (err) => shutdown(1, err instanceof UserError ? err.message : (err?.stack ?? String(err))),
  };
}
