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
 * libwebp's effort for drawings: flat colours and gradients come out 4% larger at 2 than at the
 * default 4, in 60% of the time (the demo seed draws every picture of a fresh shop).
 */
const DRAWING_EFFORT = 2;

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

/**
 * Every variant of a drawing (an SVG), as resizeToVariants makes them for photos: drawn once at
 * its own size, then each distinct width encoded once (the 1024 and 1920 px copies of an 800 px
 * drawing are the same bytes). Text is drawn with the fonts this machine has.
 */
export async function drawingToVariants(svg: Buffer): Promise<Map<ImageVariantWidth, Buffer>> {
  const { data, info } = await sharp(svg, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = new Map<number, Buffer>();
  const variants = new Map<ImageVariantWidth, Buffer>();
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const drawn = Math.min(width, info.width);
    let bytes = encoded.get(drawn);
    if (!bytes) {
      bytes = await sharp(data, { raw })
        .resize({ width: drawn })
        .webp({ quality: WEBP_QUALITY, effort: DRAWING_EFFORT })
        .toBuffer();
      encoded.set(drawn, bytes);
    }
    variants.set(width, bytes);
  }
  return variants;
}
