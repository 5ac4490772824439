/** Thrown by WorkLimiter.run when as much work is waiting as it may hold. */
export class LimiterFullError extends Error {
  override name = 'LimiterFullError';
}

/**
 * Runs at most `concurrency` tasks at once and keeps at most `maxWaiting` more waiting; beyond
 * that a task is refused at once, so a burst of requests can never pile up unbounded work.
 */
export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new LimiterFullError('too much image work waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiting task, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
