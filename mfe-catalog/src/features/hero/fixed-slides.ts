import type { FixedHeroSlideId } from '@festive/contracts';
import type { HeroSlide } from './hero-slides';

/**
 * The 3 fixed hero slides of the home page (id, image, title, description and a call
 * to action: Shop Now, Explore Collection, Shop Active). Their pictures are drawn by the page
 * (`slide-art.tsx`), so nothing is downloaded for them.
 */
export const FIXED_SLIDES = [
  {
    id: 'diwali-lights',
    title: 'Light Up This Diwali',
    description: 'Handpainted diyas, dry fruit hampers and puja thalis, delivered across India.',
    image: null,
    cta: { label: 'Shop Now', action: { kind: 'catalogue', festival: 'Diwali' }, variant: 'solid' },
  },
  {
    id: 'artisan-handicrafts',
    title: 'Handcrafted by Indian Artisans',
    description: 'Brass, terracotta and Madhubani gifts for every festival of the year.',
    image: null,
    cta: { label: 'Explore Collection', action: { kind: 'catalogue', tab: 'festival' }, variant: 'solid' },
  },
  {
    id: 'every-celebration',
    title: 'Gifts for Every Celebration',
    description: 'Birthdays, anniversaries, weddings and housewarmings: gifts that arrive on time.',
    image: null,
    cta: { label: 'Shop Active', action: { kind: 'catalogue', tab: 'special_occasion' }, variant: 'solid' },
  },
] as const satisfies readonly (HeroSlide & { id: FixedHeroSlideId })[];

export type FixedSlideId = FixedHeroSlideId;
