import artisanHandicrafts from '../art/artisan-handicrafts.svg';
import diwaliLights from '../art/diwali-lights.svg';
import everyCelebration from '../art/every-celebration.svg';
import type { FixedSlideId } from '../fixed-slides';

/*
 * The fixed slides' pictures: SVG files drawn for the shop (no stock images), served beside
 * the remote's code with a content hash, so they cost no JavaScript and are cached for good.
 * Decorative: the slide's title and text carry the meaning.
 */
const ART: Record<FixedSlideId, string> = {
  'diwali-lights': diwaliLights,
  'artisan-handicrafts': artisanHandicrafts,
  'every-celebration': everyCelebration,
};

export function SlideArt({ id, eager }: { id: FixedSlideId; eager: boolean }) {
  return (
    <img
      src={ART[id]}
      alt=""
      width="640"
      height="400"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
