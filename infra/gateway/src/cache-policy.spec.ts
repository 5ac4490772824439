import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['main.3f2a9c1d.js', IMMUTABLE],
    ['/static/js/123.0a1b2c3d4e5f6a7b.js', IMMUTABLE],
    ['app.deadbeef.js.map', IMMUTABLE],
    ['styles.1234abcd.css', IMMUTABLE],
    ['index.html', NO_CACHE],
    ['/x/remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['remotes.json', NO_CACHE],
    ['favicon.ico', NO_CACHE],
    ['main.js', NO_CACHE],
    ['chunk.ABCDEF12.js', NO_CACHE],
    ['short.abc123.js', NO_CACHE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
