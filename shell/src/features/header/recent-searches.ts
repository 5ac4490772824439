import { useSyncExternalStore } from 'react';

/**
 * The shopper's last searches, kept on the device (localStorage) so the narrow-screen search can
 * offer them again; most recent first, each once whatever its case, at most RECENT_SEARCHES_MAX.
 */
export const RECENT_SEARCHES_KEY = 'fg.recentSearches';
export const RECENT_SEARCHES_MAX = 6;
/** Longer texts are not a search anyone repeats; they are not kept. */
const TERM_MAX = 80;

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: readonly string[] } = { raw: null, list: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (privacy settings): searching still works, nothing is remembered
  }
}

/** The stored list; an unreadable value reads as none. */
export function readRecentSearches(): readonly string[] {
  const raw = storage()?.getItem(RECENT_SEARCHES_KEY) ?? null;
  if (raw === cached.raw) return cached.list;
  let list: string[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      list = parsed.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_MAX);
    }
  } catch {
    list = [];
  }
  cached = { raw, list };
  return list;
}

/** The list with `term` first: trimmed, one entry per spelling whatever its case. */
export function withRecent(list: readonly string[], term: string): string[] {
  const trimmed = term.trim().replace(/\s+/g, ' ');
  if (trimmed.length === 0 || trimmed.length > TERM_MAX) return [...list];
  const rest = list.filter((item) => item.toLowerCase() !== trimmed.toLowerCase());
  return [trimmed, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

function write(list: readonly string[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (list.length === 0) store.removeItem(RECENT_SEARCHES_KEY);
    else store.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // full or refused storage: the search itself is unaffected
  }
  listeners.forEach((listener) => listener());
}

export function rememberSearch(term: string): void {
  const current = readRecentSearches();
  const next = withRecent(current, term);
  if (next.join('\n') !== current.join('\n')) write(next);
}

export function clearRecentSearches(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_SEARCHES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recent searches, kept current as they change here or in another tab. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, readRecentSearches, () => []);
}
