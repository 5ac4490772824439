import type { Logger } from '@nestjs/common';

/**
 * A task the worker runs every `intervalMs` (the outbox relay, the reaper, the reconciliation).
 * When a run says there is more to do it runs again at once; a failing run is logged and tried at
 * the next tick; runs never overlap. `stop()` (from the shutdown hooks) cancels the next tick and
 * waits for a run in progress, so nothing touches the database after it is closed.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

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
    this.running = this.runOnce().finally(() => {
      this.running = undefined;
      this.schedule(this.intervalMs);
    });
  }
}
