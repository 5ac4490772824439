import type { Logger } from '@nestjs/common';

/**
 * A task the worker runs every `intervalMs` (the outbox relay, the reaper, the reconciliation).
 * When a run says there is more to do it runs again at once; a failing run is logged and tried at
 * the next tick. `wake()` runs it now instead of at the next tick (someone knows there is work);
 * wakes during a run make one more run right after it, never a second run beside it. `stop()`
 * (from the shutdown hooks) cancels the next tick and waits for a run in progress, so nothing
 * touches the database after it is closed.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** A wake arrived while a run was under way: run again as soon as it ends. */
  private wokenDuringRun = false;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly task: () => Promise<boolean>,
    private readonly logger: Logger,
  ) {}

  /** Starts the ticks; the first run comes after `firstRunAfterMs` (at once by default). */
  start(firstRunAfterMs = 0): void {
    this.stopped = false;
    this.schedule(firstRunAfterMs);
  }

  /** Runs the task now, beside the ticks (tests). */
  async runOnce(): Promise<void> {
    let more = true;
    while (more && !this.stopped) {
      more = await this.task().catch((error: Error) => {
        this.logger.error({ task: this.name, err: error.message }, `${this.name} failed; retrying later`);
        return false;
      });
    }
  }

  /** Runs the task as soon as possible: now when idle, right after the run under way otherwise. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenDuringRun = true;
      return;
    }
    clearTimeout(this.timer);
    this.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.run(), delayMs);
  }

  private run(): void {
    if (this.stopped) return;
    this.wokenDuringRun = false;
    this.running = this.runOnce().finally(() => {
      this.running = undefined;
      if (this.wokenDuringRun) this.run();
      else this.schedule(this.intervalMs);
    });
  }
}
