import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@festive/contracts';
import sharp from 'sharp';

// libvips' operation cache keeps decoded images around for reuse this service never makes;
// without it a 12-megapixel photo's pixels are freed as soon as its variants are written.
sharp.cache(false);

/**
 * The largest picture decoded (pixels over all frames): 40 MP takes any phone or camera photo
 * (7680×5120 is 39 MP) while a small file claiming to be a huge image (a decompression bomb) is
 * refused before its pixels are allocated.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality for photos on phones: visually close to the original at a tenth of a JPEG's bytes. */
const WEBP_QUALITY = 78;

/**
 * Every variant of an uploaded picture: WebP at each width of IMAGE_VARIANT_WIDTHS, turned as
 * its EXIF orientation says, aspect kept, never enlarged (a 500 px original gives 500 px wide
 * copies for the larger widths). Animated GIF and WebP stay animated. One width at a time, so
 * one picture keeps one core busy, not all of them.
 */
export async function resizeToVariants(original: Buffer): Promise<Map<ImageVariantWidth, Buffer>> {
  const input = sharp(original, {
    animated: true,
    autoOrient: true,
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'error',
  });
  const variants = new Map<ImageVariantWidth, Buffer>();
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const output = input.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY });
    variants.set(width, await output.toBuffer());
  }
  return variants;
}
