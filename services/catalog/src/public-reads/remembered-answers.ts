import { createHash } from 'node:crypto';

/** A public read's answer as sent: the JSON text and its strong validator. */
export interface RememberedAnswer {
  body: string;
  etag: string;
}

/** A strong ETag from the bytes themselves: equal answers share it across versions and replicas. */
export function answerOf(body: string): RememberedAnswer {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** How much answer text each catalog process keeps (UTF-16 length, roughly bytes for JSON). */
export const REMEMBERED_ANSWERS_BUDGET = 32 * 1024 * 1024;

/**
 * Serialized answers of the public catalogue reads, for one catalogue version at a time: the
 * first read of a newer version forgets every answer of the older one, and an answer worked out
 * under an older version is not kept. Least recently used answers go first once the budget is
 * reached; an answer larger than a sixteenth of it (the whole catalogue as one list) is never
 * kept.
 */
export class RememberedAnswers {
  private version: bigint | null = null;
  private readonly entries = new Map<string, RememberedAnswer>();
  private size = 0;

  constructor(private readonly budget: number = REMEMBERED_ANSWERS_BUDGET) {}

  get(version: string, key: string): RememberedAnswer | undefined {
    if (!this.follow(version)) return undefined;
    const found = this.entries.get(key);
    if (found) {
      // A Map keeps insertion order: inserting again marks the entry most recently used.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(version: string, key: string, answer: RememberedAnswer): void {
    if (!this.follow(version) || BigInt(version) !== this.version) return;
    if (answer.body.length > this.budget / 16) return;
    this.forget(key);
    this.entries.set(key, answer);
    this.size += answer.body.length;
    for (const [oldest] of this.entries) {
      if (this.size <= this.budget) break;
      this.forget(oldest);
    }
  }

  get count(): number {
    return this.entries.size;
  }

  /** Moves to `version` if it is newer; false when it is older than the one held. */
  private follow(version: string): boolean {
    const seen = BigInt(version);
    if (this.version !== null && seen < this.version) return false;
    if (this.version === null || seen > this.version) {
      this.entries.clear();
      this.size = 0;
      this.version = seen;
    }
    return true;
  }

  private forget(key: string): void {
    const known = this.entries.get(key);
    if (!known) return;
    this.entries.delete(key);
    this.size -= known.body.length;
  }
}
