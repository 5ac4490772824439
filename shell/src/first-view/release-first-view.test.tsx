import { FIRST_VIEW_ELEMENT_ID } from '@festive/contracts';
import { createQueryClient } from '@festive/web-kit';
import { releaseFirstView, removeFirstView } from './release-first-view';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
/** A task behind the answers' delivery to the page, then a frame: when the first view goes. */
const answersDrawn = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await nextFrame();
};
const firstViewShown = () => document.getElementById(FIRST_VIEW_ELEMENT_ID) !== null;

describe('the hand-over from the first view', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="${FIRST_VIEW_ELEMENT_ID}"><img alt="" /></div><div id="root"></div>`;
  });

  it('gives way in the next frame when the page has nothing to read', async () => {
    releaseFirstView(createQueryClient());
    expect(firstViewShown()).toBe(true);
    await answersDrawn();
    expect(firstViewShown()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });

  it("waits for the page's reads under way, then gives way", async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => {};
    void client.fetchQuery({
      queryKey: ['product'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    releaseFirstView(client, 10_000);
    await nextFrame();
    expect(firstViewShown()).toBe(true);
    answer('ready');
    await client.getQueryCache().find({ queryKey: ['product'] })?.promise;
    await answersDrawn();
    expect(firstViewShown()).toBe(false);
  });

  it('does not wait longer than it was told for a read that never ends', async () => {
    const client = createQueryClient();
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
    releaseFirstView(client, 20);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await answersDrawn();
    expect(firstViewShown()).toBe(false);
  });

  it('is a no-op on a page without a first view, and removeFirstView takes it away at once', () => {
    removeFirstView();
    expect(firstViewShown()).toBe(false);
    expect(() => releaseFirstView(createQueryClient())).not.toThrow();
  });
});
