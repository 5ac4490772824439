import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { shopThemeConfig } from '../src/theme/system';

/** The shop's theme with the global styles only this page CSS uses. */
const pageStyles = defineConfig({
  preflight: true,
  globalCss: {
    ...globalCss,
    html: { ...globalCss.html, colorPalette: 'maroon' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: { keyframes },
});

/**
 * The Chakra system's global CSS (layer order, reset, base styles and every token's CSS variable),
 * written once at build time into the page instead of being computed on each visit: computing it
 * was half of the system's start-up, and inserting it one rule at a time cost a phone a further
 * style pass. The browser bundles leave it out (`staticThemeCssRule`); the page carries this.
 *
 * Serialized exactly as emotion's <Global> serializes on a server: same serializer, same stylis
 * middleware (vendor prefixes), so the page gets the rules the runtime would have inserted.
 */
export function themeCss(): string {
  const system = createSystem(defaultBaseConfig, shopThemeConfig, pageStyles);
  const cache = createCache({ key: 'chakra-theme' });
  const globals = [system.layers.atRule, ...(system as unknown as { _global: unknown[] })._global];
  return globals
    .map((styles) => {
      const serialized = serializeStyles([styles as never], undefined, {});
      let rules = '';
      // Keyframes travel as a chain after the styles, as emotion's server rendering walks them.
      for (let part: typeof serialized | undefined = serialized; part; part = part.next) {
        rules += cache.insert('', { name: part.name, styles: part.styles }, cache.sheet, false) ?? '';
      }
      return rules;
    })
    .join('');
}
