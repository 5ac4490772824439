import { objectKeyOf, UPLOADS_PREFIX } from './object-paths.js';

/*
 * Resized copies of uploaded pictures, so a phone never downloads a 5 MB original for a card.
 * The catalog service makes them for every upload a product or carousel image uses
 * (services/catalog/src/storage/image-variants.ts), its demo seed draws them for the demo
 * catalogue's SVG pictures, and it serves them beside the original; the remotes point `srcset` at
 * them. A phone decodes a WebP off its main thread, where an SVG is drawn on it. Which paths
 * have them follows from the path alone, so no
 * answer's shape changes and remotes released before the variants keep showing originals.
 */

/** The widths made, in CSS pixels of a 1× screen; an original narrower than one is never enlarged. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1920] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Every variant is WebP (AVIF was measured too slow to encode here; see the images ADR). */
export const IMAGE_VARIANT_TYPE = 'image/webp';

const UPLOAD_KEY = /^[A-Za-z0-9_-]{1,200}$/;
/** Where the demo catalogue's pictures are stored: only the seed writes there, never an upload. */
export const SEED_PICTURES_PREFIX = 'seed/';
const SEED_PICTURE_NAME = /^[a-z0-9-]{1,100}\.svg$/;
/** The stored key of a demo product's picture, named after the product: `seed/<slug>.svg`. */
export const seedPictureKey = (slug: string): string => `${SEED_PICTURES_PREFIX}${slug}.svg`;
const VARIANT_SUFFIX = /^(.+)\.w(\d{3,4})\.webp$/;

/** One variant of the object stored under a key (or served at a path): `<key>.w640.webp`. */
export const imageVariantKey = (key: string, width: ImageVariantWidth): string => `${key}.w${width}.webp`;

/** The original's key and the width when `key` names a variant of an upload, else undefined. */
export function parseImageVariantKey(
  key: string,
): { originalKey: string; width: ImageVariantWidth } | undefined {
  const match = VARIANT_SUFFIX.exec(key);
  if (!match) return undefined;
  const [, originalKey = '', digits = ''] = match;
  const width = IMAGE_VARIANT_WIDTHS.find((candidate) => String(candidate) === digits);
  if (width === undefined || !hasVariantsStored(originalKey)) return undefined;
  return { originalKey, width };
}

/** Whether `key` is an upload's own key (`uploads/<uuid>`), not a variant or anything else. */
const isUploadKey = (key: string): boolean =>
  key.startsWith(UPLOADS_PREFIX) && UPLOAD_KEY.test(key.slice(UPLOADS_PREFIX.length));

/** Whether `key` is a demo product's picture as the seed stores it (`seed/<slug>.svg`). */
export const isSeedPictureKey = (key: string): boolean =>
  key.startsWith(SEED_PICTURES_PREFIX) && SEED_PICTURE_NAME.test(key.slice(SEED_PICTURES_PREFIX.length));

const hasVariantsStored = (key: string): boolean => isUploadKey(key) || isSeedPictureKey(key);

/**
 * Whether an image value (what a product or carousel answer carries) has variants: uploads do
 * (checked as PNG, JPEG, GIF or WebP when saved) and so do the demo catalogue's SVGs; external
 * URLs do not.
 */
export const hasImageVariants = (path: string): boolean => {
  const key = objectKeyOf(path);
  return key !== undefined && hasVariantsStored(key);
};

/**
 * How wide each kind of picture is drawn, as `sizes` media lists (Chakra's breakpoints: 30em,
 * 48em, 64em, 80em), so the browser picks the smallest variant that fills it at the screen's
 * density; and the variant `src` names for a browser without srcset. Kept beside the layouts'
 * numbers: change one when the other changes.
 */
export const IMAGE_SLOTS = {
  /** Catalogue cards: 1, 2, 3 then 4 columns (16 px gaps, 24 px from 48em) in a page ≤ 80rem. */
  card: {
    sizes:
      '(min-width: 80em) 290px, (min-width: 64em) calc(25vw - 30px), (min-width: 48em) calc(33vw - 32px), (min-width: 30em) calc(50vw - 24px), calc(100vw - 32px)',
    fallback: 640,
  },
  /** The product page's main picture: full width on phones, half of a page ≤ 72rem from 48em. */
  gallery: {
    sizes: '(min-width: 72em) 528px, (min-width: 48em) calc(50vw - 48px), calc(100vw - 32px)',
    fallback: 1024,
  },
  /** The product page's 72 px thumbnails. */
  thumbnail: { sizes: '72px', fallback: 320 },
  /** The home page hero: the page's whole width. */
  hero: { sizes: '100vw', fallback: 1024 },
} as const satisfies Record<string, { sizes: string; fallback: ImageVariantWidth }>;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`, `srcSet` and `sizes` of an `<img>` showing a stored image value in `slot`. Values
 * without variants are shown as they are; for the others `srcSet` names every variant and
 * never the original, so a phone never downloads the original.
 */
export function imageSources(path: string, slot: ImageSlot): ImageSources {
  if (!hasImageVariants(path)) return { src: path };
  const { sizes, fallback } = IMAGE_SLOTS[slot];
  return {
    src: imageVariantKey(path, fallback),
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantKey(path, width)} ${width}w`).join(', '),
    sizes,
  };
}
