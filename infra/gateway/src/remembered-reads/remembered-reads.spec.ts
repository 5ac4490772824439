import { formatCatalogueVersionMessage, parseCatalogueVersionMessage } from '@festive/contracts';
import { CatalogueVersionState, FEED_SILENCE_MS } from './catalogue-version-feed';
import { type RememberedAnswer, rememberAnswer } from './remembered-answer';
import { RememberedReads } from './remembered-reads';

const json = (tag: string, text: string): RememberedAnswer =>
  rememberAnswer(
    tag,
    { 'content-type': 'application/json; charset=utf-8', 'content-length': String(text.length), etag: '"e"' },
    Buffer.from(text),
    () => true,
  );

/** A version source the test sets by hand. */
const versions = () => {
  const source = { tag: 'v1' as string | undefined, currentTag: () => source.tag };
  return source;
};

describe('RememberedReads', () => {
  it('keeps an answer of the newest version and gives it while that version is current', () => {
    const source = versions();
    const memory = new RememberedReads(source, 1_000_000);
    const started = memory.generation;
    expect(memory.keep('/api/a', started, json('v1', '{"a":1}'))).toBe(true);
    expect(memory.answer('/api/a')?.body.toString()).toBe('{"a":1}');
    // A newer version is known (heard, not yet forgotten by the feed): nothing is given.
    source.tag = 'v2';
    expect(memory.answer('/api/a')).toBeUndefined();
    // The feed went silent: nothing is given or kept.
    source.tag = undefined;
    expect(memory.keep('/api/b', memory.generation, json('v2', '{}'))).toBe(false);
  });

  it('never keeps an answer worked out under another version than the newest known', () => {
    const memory = new RememberedReads(versions(), 1_000_000);
    expect(memory.keep('/api/a', memory.generation, json('v0', '{}'))).toBe(false);
    expect(memory.count).toBe(0);
  });

  it('a write (or a newer version) forgets everything, and reads started before it are not kept', () => {
    const memory = new RememberedReads(versions(), 1_000_000);
    memory.keep('/api/a', memory.generation, json('v1', '{"a":1}'));
    const inFlight = memory.generation;
    memory.forgetAll();
    expect(memory.answer('/api/a')).toBeUndefined();
    expect(memory.wouldKeep('v1', inFlight)).toBe(false);
    expect(memory.keep('/api/b', inFlight, json('v1', '{"b":1}'))).toBe(false);
    expect(memory.keep('/api/b', memory.generation, json('v1', '{"b":1}'))).toBe(true);
  });

  it('keeps within its budget, least recently used out first, and never an answer above a sixteenth', () => {
    // Each answer counts its bytes plus 512 for its headers: 522 here, twenty fit.
    const memory = new RememberedReads(versions(), 522 * 20);
    const generation = memory.generation;
    for (let i = 0; i < 20; i += 1) memory.keep(`/api/${i}`, generation, json('v1', 'x'.repeat(10)));
    expect(memory.count).toBe(20);
    memory.answer('/api/0');
    memory.keep('/api/20', generation, json('v1', 'x'.repeat(10)));
    expect(memory.count).toBe(20);
    expect(memory.answer('/api/0')).toBeDefined();
    expect(memory.answer('/api/1')).toBeUndefined();
    expect(memory.keep('/api/big', generation, json('v1', 'x'.repeat(200)))).toBe(false);
    // An encoding made later counts too.
    memory.grew(522 * 3);
    expect(memory.count).toBe(17);
  });
});

describe('CatalogueVersionState', () => {
  const message = (epoch: string, version: number) => ({
    epoch,
    version: BigInt(version),
    tag: `${epoch}-${version}`,
  });

  it('follows the newest version; an older or equal one only says the catalog is there', () => {
    const state = new CatalogueVersionState();
    expect(state.currentTag(0)).toBeUndefined();
    expect(state.hear(message('a', 5), 0)).toBe(false);
    expect(state.currentTag(0)).toBe('a-5');
    expect(state.hear(message('a', 6), 100)).toBe(true);
    expect(state.hear(message('a', 5), 2000)).toBe(false);
    expect(state.hear(message('a', 6), 2000)).toBe(false);
    expect(state.currentTag(2000 + FEED_SILENCE_MS)).toBe('a-6');
  });

  it('a catalogue of another epoch (a database made afresh) replaces the known one, even counting less', () => {
    const state = new CatalogueVersionState();
    state.hear(message('a', 900), 0);
    expect(state.hear(message('b', 3), 10)).toBe(true);
    expect(state.currentTag(10)).toBe('b-3');
  });

  it('knows nothing once silent for longer than FEED_SILENCE_MS, or after a reset', () => {
    const state = new CatalogueVersionState();
    state.hear(message('a', 1), 1000);
    expect(state.currentTag(1000 + FEED_SILENCE_MS + 1)).toBeUndefined();
    state.hear(message('a', 1), 5000);
    state.reset();
    expect(state.currentTag(5000)).toBeUndefined();
  });

  it('reads the channel messages the catalog writes, and nothing else', () => {
    const text = formatCatalogueVersionMessage({ epoch: 'e', version: 12n, tag: 't' });
    expect(parseCatalogueVersionMessage(text)).toEqual({ epoch: 'e', version: 12n, tag: 't' });
    for (const bad of [
      '',
      'x',
      '{}',
      '{"epoch":"e","version":"-1","tag":"t"}',
      '{"epoch":"e","version":"1"}',
    ]) {
      expect(parseCatalogueVersionMessage(bad)).toBeUndefined();
    }
  });
});
