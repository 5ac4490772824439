import { fixedHeroArtPath } from '@festive/contracts';
import type { FixedSlideId } from '../fixed-slides';

/*
 * The fixed slides' pictures: SVG files drawn for the shop (no stock images), served by the
 * catalog service, whose first HTML of the home page already shows the first of them: the same
 * address here lets the browser reuse it. Decorative: the slide's title and text carry the meaning.
 */
export function SlideArt({ id, eager }: { id: FixedSlideId; eager: boolean }) {
  return (
    <img
      src={fixedHeroArtPath(id)}
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
