import { type RememberedAnswer, answerSize } from './remembered-answer';

/** How much the gateway keeps by default (the catalog keeps as much of its own). */
export const REMEMBERED_READS_BUDGET = 32 * 1024 * 1024;

/** Where the current catalogue version's tag comes from: undefined while it is not known for sure. */
export interface VersionSource {
  currentTag(): string | undefined;
}

/**
 * The public catalogue answers the gateway remembers, by URL, and the rules that keep them
 * current (docs/adr/0034-gateway-remembers-catalogue-reads.md):
 * - an answer is kept only when worked out under the newest catalogue version the gateway has
 *   heard of, and only if its request started after the last write that passed through the
 *   gateway finished answering (the `generation` at its start is still the current one);
 * - an answer is given only while the version feed is live and its version is still the newest;
 * - a newer version, a write through the gateway that may change a catalogue answer
 *   (`mayChangeCatalogue`), or losing the feed forgets everything and
 *   moves to the next generation, so reads already on their way are not kept either;
 * - least recently used answers go first past the budget; one above a sixteenth of it is never
 *   kept.
 */
export class RememberedReads {
  private readonly entries = new Map<string, RememberedAnswer>();
  private size = 0;
  private current = 0;

  constructor(
    private readonly versions: VersionSource,
    private readonly budget: number = REMEMBERED_READS_BUDGET,
  ) {}

  /** The generation a read starts in; an answer is kept only if it is still the current one. */
  get generation(): number {
    return this.current;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The remembered answer to give for `key` now, if any. */
  answer(key: string): RememberedAnswer | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    if (found.tag !== this.versions.currentTag()) return undefined;
    // A Map keeps insertion order: inserting again marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found;
  }

  /** Whether an answer under `tag` to a read started in `generation` would be kept now. */
  wouldKeep(tag: string, generation: number): boolean {
    return generation === this.current && tag === this.versions.currentTag();
  }

  /** Keeps the answer if the rules allow; true when kept. */
  keep(key: string, generation: number, answer: RememberedAnswer): boolean {
    if (!this.wouldKeep(answer.tag, generation)) return false;
    const size = answerSize(answer);
    if (size > this.budget / 16) return false;
    this.drop(key);
    this.entries.set(key, answer);
    this.size += size;
    this.trim();
    return true;
  }

  /** An encoding of a remembered answer was made: it counts against the budget. */
  grew(bytes: number): void {
    if (bytes <= 0) return;
    this.size += bytes;
    this.trim();
  }

  /**
   * What is remembered may be old: a write passed through the gateway, a newer version was
   * heard, or the feed was lost. Reads under way are not kept either.
   */
  forgetAll(): void {
    this.current += 1;
    this.entries.clear();
    this.size = 0;
  }

  private trim(): void {
    for (const [oldest] of this.entries) {
      if (this.size <= this.budget) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const known = this.entries.get(key);
    if (!known) return;
    this.entries.delete(key);
    this.size -= answerSize(known);
  }
}
