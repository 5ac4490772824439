import { type CarouselImage, carouselImageSize } from '@festive/contracts';

/** A hero call to action: a page of the shop, another site, or a catalogue shortcut. */
export type HeroAction =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'catalogue'; festival?: string; tab?: 'festival' | 'special_occasion' };

/** What the hero shows of one slide, fixed or managed by the admin. */
export interface HeroSlide {
  id: string;
  title: string | null;
  description: string | null;
  /** An admin image to show; the fixed slides paint their own art instead. */
  image: { src: string; width: number; height: number } | null;
  cta: { label: string; action: HeroAction; variant: 'solid' | 'outline' } | null;
}

/**
 * Where an admin button link leads ("internal product path or external URL"): a path
 * of the shop (`/products/...`), or an http(s) address. Anything else (javascript:, protocol-
 * relative //host, plain words) gives no button rather than a broken or unsafe one.
 */
export function linkAction(link: string | null): HeroAction | null {
  const value = link?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  if (/^https?:\/\/[^\s/]+/i.test(value)) return { kind: 'external', href: value };
  return null;
}

/** The admin's button style (free text such as primary or secondary) as a button variant. */
export function buttonVariant(style: string | null): 'solid' | 'outline' {
  return /^(secondary|outline|ghost|light)$/i.test(style?.trim() ?? '') ? 'outline' : 'solid';
}

/** The admin's carousel images as hero slides, by display order (ties keep the server's order). */
export function slidesFromImages(images: readonly CarouselImage[]): HeroSlide[] {
  return [...images]
    .sort((a, b) => a.order - b.order)
    .map((image) => {
      const action = linkAction(image.buttonLink);
      const label = image.buttonText?.trim();
      return {
        id: image.id,
        title: image.title,
        description: image.description,
        image: { src: image.image, ...carouselImageSize(image) },
        cta: label && action ? { label, action, variant: buttonVariant(image.buttonType) } : null,
      };
    });
}

/** The slide after stepping from `index` by `step`, looping at both ends. */
export function stepSlide(index: number, step: number, count: number): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}
