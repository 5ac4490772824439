import type { ProductCursor } from './product-cursor';

/** Which products a search page shows, in order, and where the next page starts (if any). */
export interface SearchPageIds {
  ids: readonly string[];
  next: ProductCursor | null;
}

/**
 * Search pages this process has worked out. Shoppers repeat searches (popular words, and the
 * header reports every keystroke), and a rare word's page costs PostgreSQL a visit to every
 * product whose name holds it; a remembered page costs one read of its rows by id, so stock and
 * prices are always today's. Keyed by the catalogue's search version (`catalog.search_version`,
 * bumped by a trigger on every write that can change which products a search finds or their
 * order), so an entry is never used after such a write, in this process or in any other replica.
 * Least recently used entries go first once `capacity` is reached.
 */
export class SearchPageCache {
  private readonly entries = new Map<string, SearchPageIds>();

  constructor(private readonly capacity: number) {}

  get(version: string, key: string): SearchPageIds | undefined {
    const id = `${version}\u0000${key}`;
    const found = this.entries.get(id);
    if (found) {
      // A Map keeps insertion order: inserting again marks the entry most recently used.
      this.entries.delete(id);
      this.entries.set(id, found);
    }
    return found;
  }

  set(version: string, key: string, page: SearchPageIds): void {
    if (this.capacity === 0) return;
    this.entries.set(`${version}\u0000${key}`, page);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
