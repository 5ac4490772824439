import { LimiterFullError, WorkLimiter } from './work-limiter';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('WorkLimiter', () => {
  it('runs one task at a time, keeps the allowed number waiting and refuses the rest at once', async () => {
    const limiter = new WorkLimiter(1, 1);
    const first = deferred();
    const started: string[] = [];
    const a = limiter.run(async () => {
      started.push('a');
      await first.promise;
    });
    const b = limiter.run(async () => {
      started.push('b');
    });
    await expect(limiter.run(async () => started.push('c'))).rejects.toBeInstanceOf(LimiterFullError);
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve();
    await Promise.all([a, b]);
    expect(started).toEqual(['a', 'b']);
    // Slots are free again once everything has run.
    await limiter.run(async () => started.push('d'));
    expect(started).toEqual(['a', 'b', 'd']);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new WorkLimiter(1, 0);
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limiter.run(async () => 'ran')).resolves.toBe('ran');
  });
});
