/**
 * Hands keys to `send` in batches without ever waiting to fill one: a key added while nothing is
 * being sent goes out at once (in the same microtask as other keys added in that turn), and keys
 * added while a send is under way go together in the next, up to `maxBatch` per call. So one
 * caller at a quiet time waits for one call, and a peak's callers share calls instead of
 * queueing one each. `add` settles when the key's batch was sent (and rejects if `send` threw).
 */
export class BatchedWhileSending<K> {
  private queued: K[] = [];
  private nextSend: Promise<void> | null = null;
  private lastSend: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (keys: K[]) => Promise<void>,
    private readonly maxBatch: number,
  ) {}

  add(key: K): Promise<void> {
    this.queued.push(key);
    if (!this.nextSend) {
      const sendQueued = () => this.sendQueued();
      // A send that threw must not stop every later one.
      this.nextSend = this.lastSend.then(sendQueued, sendQueued);
      this.lastSend = this.nextSend;
    }
    return this.nextSend;
  }

  /** Settles (never rejects) when every key added so far was sent. */
  settled(): Promise<void> {
    return this.lastSend.then(
      () => undefined,
      () => undefined,
    );
  }

  private async sendQueued(): Promise<void> {
    const keys = this.queued;
    this.queued = [];
    this.nextSend = null;
    for (let at = 0; at < keys.length; at += this.maxBatch) {
      await this.send(keys.slice(at, at + this.maxBatch));
    }
  }
}
