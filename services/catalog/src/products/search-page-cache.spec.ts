import { SearchPageCache } from './search-page-cache';

const page = (...ids: string[]) => ({ ids, next: null });

describe('SearchPageCache', () => {
  it('answers a page only for the version it was worked out under', () => {
    const cache = new SearchPageCache(10);
    cache.set('7', 'diya', page('a', 'b'));
    expect(cache.get('7', 'diya')).toEqual(page('a', 'b'));
    expect(cache.get('8', 'diya')).toBeUndefined();
    expect(cache.get('7', 'lamp')).toBeUndefined();
  });

  it('drops the least recently used page beyond its capacity', () => {
    const cache = new SearchPageCache(2);
    cache.set('1', 'a', page('a'));
    cache.set('1', 'b', page('b'));
    cache.get('1', 'a'); // a is now newer than b
    cache.set('1', 'c', page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('1', 'b')).toBeUndefined();
    expect(cache.get('1', 'a')).toEqual(page('a'));
    expect(cache.get('1', 'c')).toEqual(page('c'));
  });

  it('keeps nothing at capacity 0', () => {
    const cache = new SearchPageCache(0);
    cache.set('1', 'a', page('a'));
    expect(cache.size).toBe(0);
    expect(cache.get('1', 'a')).toBeUndefined();
  });
});
