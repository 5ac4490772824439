import {
  IMAGE_VARIANT_TYPE,
  IMAGE_VARIANT_WIDTHS,
  imageVariantKey,
  seedPictureKey,
} from '@festive/contracts';
import type { ObjectStorage } from '../storage/object-storage';
import { drawingToVariants } from '../storage/resize-image';
import { productSvg } from './art/product-svg';
import type { SeedProductRow } from './seed-products';

/** Pictures drawn at once: each keeps a libuv thread busy while the next is uploaded. */
const PICTURE_CONCURRENCY = 4;

/**
 * A demo product's picture and its WebP copies (contracts' image-variants), copies first: once
 * the SVG is stored every copy is, and a run broken off midway is drawn again by the next.
 * Phones are sent a copy, decoded off their main thread, never the 800 px SVG drawn on it.
 */
async function storePicture(storage: ObjectStorage, row: SeedProductRow): Promise<void> {
  const key = seedPictureKey(row.slug);
  const svg = productSvg(row.art);
  const copies = await drawingToVariants(Buffer.from(svg));
  for (const width of IMAGE_VARIANT_WIDTHS) {
    await storage.put(imageVariantKey(key, width), copies.get(width)!, IMAGE_VARIANT_TYPE);
  }
  await storage.put(key, svg, 'image/svg+xml');
}

/** Stores every demo product's picture with its copies; storing the same bytes again is harmless. */
export async function storeSeedPictures(storage: ObjectStorage, rows: SeedProductRow[]): Promise<number> {
  await storage.ensureBucket();
  const queue = [...rows];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await storePicture(storage, row);
  };
  await Promise.all(Array.from({ length: PICTURE_CONCURRENCY }, worker));
  return rows.length;
}
