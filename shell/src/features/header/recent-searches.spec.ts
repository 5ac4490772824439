/**
 * @jest-environment @happy-dom/jest-environment
 */
import {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_MAX,
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  withRecent,
} from './recent-searches';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest first, once whatever its case, and keeps at most six', () => {
    expect(withRecent(['diya', 'rakhi'], '  Rakhi  ')).toEqual(['Rakhi', 'diya']);
    expect(withRecent(['diya'], '   ')).toEqual(['diya']);
    const many = Array.from({ length: 10 }, (_, i) => `term ${i}`).reduce<string[]>(withRecent, []);
    expect(many).toHaveLength(RECENT_SEARCHES_MAX);
    expect(many[0]).toBe('term 9');
  });

  it('remembers on the device and forgets on clear', () => {
    rememberSearch('diya set');
    rememberSearch('rangoli');
    expect(readRecentSearches()).toEqual(['rangoli', 'diya set']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['rangoli', 'diya set']);
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads a damaged stored value as no searches', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify([1, 'diya', null]));
    expect(readRecentSearches()).toEqual(['diya']);
  });
});
