import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  IMAGE_VARIANT_TYPE,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  type ImageVariantWidth,
  isSeedPictureKey,
} from '@festive/contracts';
import type { Repository } from 'typeorm';
import { imageTypeOf } from '../uploads/image-signature';
import { UsedUploadEntity } from '../uploads/used-upload.entity';
import { ObjectStorage } from './object-storage';
import { resizeToVariants } from './resize-image';
import { LimiterFullError, WorkLimiter } from './work-limiter';

/** One picture at a time per process: libvips already spreads one picture over the cores. */
const CONCURRENCY = 1;
/** Pictures that may wait for their turn; more are left to a later request. */
const MAX_WAITING = 16;
/** How long a shopper's request waits for variants being made before it is sent the original. */
const REQUEST_WAIT_MS = 3_000;
/** A picture whose variants could not be made is not tried again for this long. */
const FAILURE_MEMORY_MS = 10 * 60_000;
const FAILURE_MEMORY_SIZE = 1_000;
/** Written last: when it is stored, every variant is (a run broken off midway is made again). */
const LAST_WIDTH = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1]!;

/** Why variants could not be made from what is stored. */
class UnusableOriginal extends Error {}

type Made = Map<ImageVariantWidth, Buffer> | 'already stored';

/** What GET /objects/<key>.w<width>.webp answers when that variant is not stored. */
export type MissingVariant =
  | { kind: 'made'; body: Buffer }
  | { kind: 'stored now' }
  /** Not made (failed, busy or still under way): the original serves instead. */
  | { kind: 'use original' }
  /** Not an upload any product or carousel image uses: there is no such variant. */
  | { kind: 'none' };

/**
 * The resized WebP copies of uploaded pictures (names and widths in contracts' image-variants;
 * the demo catalogue's are drawn by the seed, seed/seed-pictures.ts).
 * Made in the background when an upload is accepted, since a 12-megapixel photo takes one to
 * two seconds; a variant asked for before it exists (the process stopped midway, or an upload
 * from before variants existed) is made on that request. Work is bounded: only the fixed widths,
 * only for uploads a saved product or carousel image uses, one picture at a time per process
 * with a short queue, at most once at a time per picture, and a picture that failed is not
 * tried again for ten minutes. A failure is logged at error level and the original is served.
 */
@Injectable()
export class ImageVariants implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ImageVariants.name);
  private readonly limiter = new WorkLimiter(CONCURRENCY, MAX_WAITING);
  private readonly inFlight = new Map<string, Promise<Made>>();
  private readonly failedUntil = new Map<string, number>();

  constructor(
    private readonly storage: ObjectStorage,
    @InjectRepository(UsedUploadEntity) private readonly used: Repository<UsedUploadEntity>,
  ) {}

  /** Starts making the variants of an upload that has just passed inspection; never waited on. */
  prepare(originalKey: string): void {
    this.ensure(originalKey).catch(() => undefined);
  }

  /** A missing variant asked for by a shopper's browser: made now, if it may be, within a short wait. */
  async whenMissing(originalKey: string, width: ImageVariantWidth): Promise<MissingVariant> {
    // The seed stores a demo picture's copies before its product exists; drawing an SVG on a
    // shopper's request would hold up a fresh shop's first pages, so a missing one is the SVG.
    if (isSeedPictureKey(originalKey)) return { kind: 'use original' };
    if (!(await this.used.existsBy({ objectKey: originalKey }))) return { kind: 'none' };
    if ((this.failedUntil.get(originalKey) ?? 0) > Date.now()) return { kind: 'use original' };
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<'too long'>((resolve) => {
      timer = setTimeout(() => resolve('too long'), REQUEST_WAIT_MS);
    });
    try {
      const made = await Promise.race([this.ensure(originalKey), tooLong]);
      if (made === 'too long') return { kind: 'use original' };
      if (made === 'already stored') return { kind: 'stored now' };
      const body = made.get(width);
      return body ? { kind: 'made', body } : { kind: 'use original' };
    } catch {
      return { kind: 'use original' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Resolves once no variants are being made (shutdown waits for it; tests too). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight.values()]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.idle();
  }

  /** Makes and stores the variants unless they are stored; one run per picture at a time. */
  private ensure(originalKey: string): Promise<Made> {
    const running = this.inFlight.get(originalKey);
    if (running) return running;
    const work = this.limiter
      .run(() => this.make(originalKey))
      .catch((error: unknown) => {
        this.noteFailure(originalKey, error);
        throw error;
      })
      .finally(() => this.inFlight.delete(originalKey));
    this.inFlight.set(originalKey, work);
    return work;
  }

  private async make(originalKey: string): Promise<Made> {
    if (await this.storage.head(imageVariantKey(originalKey, LAST_WIDTH))) return 'already stored';
    const original = await this.storage.read(originalKey);
    if (!original) throw new UnusableOriginal('the original is not stored');
    // Checked again here: uploads from before the inspection existed may be anything.
    if (!imageTypeOf(original))
      throw new UnusableOriginal('the original is not a PNG, JPEG, GIF or WebP image');
    const started = Date.now();
    const variants = await resizeToVariants(original);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      await this.storage.put(imageVariantKey(originalKey, width), variants.get(width)!, IMAGE_VARIANT_TYPE);
    }
    this.logger.log(
      { key: originalKey, ms: Date.now() - started, bytes: original.length },
      'image variants made',
    );
    return variants;
  }

  private noteFailure(originalKey: string, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof LimiterFullError) {
      // Busy, not broken: a later request makes them.
      this.logger.warn({ key: originalKey }, 'image variants postponed: too many pictures waiting');
      return;
    }
    this.logger.error(
      { key: originalKey, err: reason },
      'image variants could not be made; the original is served instead',
    );
    if (this.failedUntil.size >= FAILURE_MEMORY_SIZE) {
      this.failedUntil.delete(this.failedUntil.keys().next().value!);
    }
    this.failedUntil.set(originalKey, Date.now() + FAILURE_MEMORY_MS);
  }
}
