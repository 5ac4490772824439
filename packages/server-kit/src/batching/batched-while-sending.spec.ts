import { BatchedWhileSending } from './batched-while-sending';

describe('BatchedWhileSending', () => {
  const recorder = (maxBatch: number) => {
    const sent: string[][] = [];
    let release: () => void = () => undefined;
    const batches = new BatchedWhileSending<string>(async (keys) => {
      sent.push(keys);
      await new Promise<void>((resolve) => (release = resolve));
    }, maxBatch);
    return { sent, batches, release: () => release() };
  };

  it('sends a lone key at once, and the keys added while it is sent together afterwards', async () => {
    const { sent, batches, release } = recorder(10);
    const first = batches.add('a');
    await Promise.resolve();
    expect(sent).toEqual([['a']]);
    const later = [batches.add('b'), batches.add('c')];
    expect(sent).toEqual([['a']]);
    release();
    await first;
    await Promise.resolve();
    expect(sent).toEqual([['a'], ['b', 'c']]);
    release();
    await Promise.all(later);
    await batches.settled();
  });

  it('never sends more than maxBatch keys in one call', async () => {
    const sent: string[][] = [];
    const batches = new BatchedWhileSending<string>(async (keys) => {
      sent.push(keys);
    }, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((key) => batches.add(key)));
    expect(sent).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });
});
