import {
  ACCOUNT_PAGE_HEADING,
  FIRST_VIEW_ELEMENT_ID,
  type FixedHeroSlideId,
  fixedHeroArtPath,
  imageSources,
  type ImageSlot,
} from '@festive/contracts';
import { escapeHtml } from '@festive/server-kit';

/*
 * A page's first view: what a shopper on a slow phone waits for (the home page's hero, a
 * product's main picture) drawn by the first HTML itself, in the place and size the page's own
 * code will draw it, under a plain band where the header will be. The page's code then draws the
 * whole page hidden and the shell swaps it in (first-view handoff in the shell), so nothing
 * jumps. Nothing to press and no words but a page's title where that is the largest thing it
 * opens with (the account page): it is a picture of the page, hidden from assistive technology,
 * and the rest of the words come with the page.
 *
 * Lengths are the storefront's (Chakra's scale in rem, breakpoints sm 30em and md 48em); colours
 * are the theme's variables, which the shell's index.html defines before any script runs.
 */

/** The header: the gradient bar (brand, search, cart) and the festival links row under it. */
const HEADER_CSS = [
  `#${FIRST_VIEW_ELEMENT_ID} .fv-bar{height:4.25rem;background:linear-gradient(to right,var(--chakra-colors-maroon-800),var(--chakra-colors-maroon-700))}`,
  `#${FIRST_VIEW_ELEMENT_ID} .fv-links{height:2.875rem;background:var(--chakra-colors-maroon-900);border-top:1px solid var(--chakra-colors-white-alpha-200, transparent)}`,
  `#${FIRST_VIEW_ELEMENT_ID} img{display:block;width:100%;height:100%;object-fit:cover}`,
];

/**
 * The hero. The first fixed slide (the night sky of Diwali): 340 px tall (420 from md), its
 * picture faint behind the words on phones and on the right 55% from md. An admin picture:
 * 240 / 320 px tall, from md its own shape up to 520 px.
 */
const HERO_CSS = [
  `#${FIRST_VIEW_ELEMENT_ID} .fv-hero{position:relative;height:340px;overflow:hidden;background:linear-gradient(to bottom right,var(--chakra-colors-maroon-950),var(--chakra-colors-maroon-800))}`,
  `#${FIRST_VIEW_ELEMENT_ID} .fv-art{position:absolute;top:0;bottom:0;right:0;width:100%;opacity:.35}`,
  `@media (min-width:48em){#${FIRST_VIEW_ELEMENT_ID} .fv-hero{height:420px}#${FIRST_VIEW_ELEMENT_ID} .fv-art{width:55%;opacity:1}}`,
  `#${FIRST_VIEW_ELEMENT_ID} .fv-hero.fv-picture{height:240px;background:var(--chakra-colors-maroon-950)}`,
  `@media (min-width:30em){#${FIRST_VIEW_ELEMENT_ID} .fv-hero.fv-picture{height:320px}}`,
  `@media (min-width:48em){#${FIRST_VIEW_ELEMENT_ID} .fv-hero.fv-picture{height:auto;aspect-ratio:var(--fv-ratio);max-height:520px}}`,
];

/** The product page: a 6xl column, the square main picture full width, half of it from md. */
const PRODUCT_CSS = [
  `#${FIRST_VIEW_ELEMENT_ID} .fv-product{max-width:72rem;margin:0 auto;padding:1.5rem 1rem}`,
  `#${FIRST_VIEW_ELEMENT_ID} .fv-gallery{aspect-ratio:1;border-radius:var(--chakra-radii-2xl);overflow:hidden;background:var(--chakra-colors-saffron-50)}`,
  `@media (min-width:48em){#${FIRST_VIEW_ELEMENT_ID} .fv-product{padding:3rem 1.5rem}#${FIRST_VIEW_ELEMENT_ID} .fv-gallery{width:calc((100% - 3rem) / 2)}}`,
];

/**
 * The account page: its title in a 5xl column (Chakra's 2xl heading: 1.5rem on a 2rem line,
 * semibold, the heading font), which is all a phone's first screen shows of it for a while.
 */
const ACCOUNT_CSS = [
  `#${FIRST_VIEW_ELEMENT_ID} .fv-account{max-width:64rem;margin:0 auto;padding:1.5rem 1rem}`,
  `#${FIRST_VIEW_ELEMENT_ID} .fv-account h1{margin:0;font-family:var(--chakra-fonts-heading);font-weight:var(--chakra-font-weights-semibold);font-size:var(--chakra-font-sizes-2xl);line-height:2rem;color:var(--chakra-colors-maroon-800)}`,
  `@media (min-width:48em){#${FIRST_VIEW_ELEMENT_ID} .fv-account{padding:2.5rem 1.5rem}}`,
];

/** Until the shell removes the first view, the page's code draws into a hidden root. */
const HIDE_ROOT_CSS = `#${FIRST_VIEW_ELEMENT_ID} ~ #root{display:none}`;

function view(css: readonly string[], body: string): string {
  return [
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">`,
    `<style>${[HIDE_ROOT_CSS, ...HEADER_CSS, ...css].join('')}</style>`,
    '<div class="fv-bar"></div><div class="fv-links"></div>',
    body,
    '</div>',
  ].join('');
}

/** The page's largest picture: asked for first, never lazily, from the copy that fits its place. */
function picture(path: string, slot: ImageSlot, width: number, height: number): string {
  const { src, srcSet, sizes } = imageSources(path, slot);
  const attributes = [
    `src="${escapeHtml(src)}"`,
    srcSet ? `srcset="${escapeHtml(srcSet)}"` : '',
    sizes ? `sizes="${escapeHtml(sizes)}"` : '',
    `width="${width}"`,
    `height="${height}"`,
    'alt=""',
    'fetchpriority="high"',
  ].filter(Boolean);
  return `<img ${attributes.join(' ')} />`;
}

/** The first carousel image by display order, or none (the fixed slides show). */
export interface HeroPicture {
  image: string;
  width: number;
  height: number;
}

/** The home page: the header and the hero's first slide. */
export function homeFirstView(hero: HeroPicture | null, firstFixedSlide: FixedHeroSlideId): string {
  if (!hero) {
    return view(
      HERO_CSS,
      `<div class="fv-hero"><div class="fv-art">${picture(fixedHeroArtPath(firstFixedSlide), 'hero', 640, 400)}</div></div>`,
    );
  }
  const ratio = `${Math.max(1, Math.round(hero.width))} / ${Math.max(1, Math.round(hero.height))}`;
  return view(
    HERO_CSS,
    `<div class="fv-hero fv-picture" style="--fv-ratio:${ratio}">${picture(hero.image, 'hero', hero.width, hero.height)}</div>`,
  );
}

/** A product page: the header and the product's main picture (none when it has no picture). */
export function productFirstView(mainImage: string | undefined): string {
  if (!mainImage) return '';
  return view(
    PRODUCT_CSS,
    `<div class="fv-product"><div class="fv-gallery">${picture(mainImage, 'gallery', 720, 720)}</div></div>`,
  );
}

/** The account page of a signed-in shopper: the header and the page's title. */
export function accountFirstView(): string {
  return view(ACCOUNT_CSS, `<div class="fv-account"><h1>${escapeHtml(ACCOUNT_PAGE_HEADING)}</h1></div>`);
}
