import type { FixedHeroSlideId } from '@festive/contracts';
import { artisanHandicrafts } from './artisan-handicrafts';
import { diwaliLights } from './diwali-lights';
import { everyCelebration } from './every-celebration';

/**
 * The fixed hero slides' pictures (SVG drawn for the shop, no stock images). They live with the
 * catalog service because the first HTML of the home page shows the first of them before any
 * script runs; the catalog remote shows the same files from the same addresses.
 */
export const HERO_ART: Record<FixedHeroSlideId, string> = {
  'diwali-lights': diwaliLights,
  'artisan-handicrafts': artisanHandicrafts,
  'every-celebration': everyCelebration,
};
