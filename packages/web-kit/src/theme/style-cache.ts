import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The shop's emotion cache (class names `css-…`, as emotion's default cache names them), except
 * that the rules of each batch (one synchronous run of inserts: a React commit) go into a style
 * element of their own.
 *
 * Chromium takes a conditional or layered rule (`@media`, `@layer`: most of what Chakra writes)
 * inserted into a sheet it has already styled the page with as a change of the page's fonts: it
 * restyles and lays out every element again. The grid's first cards, one new button, and a phone
 * spent 100–150 ms (at 4× CPU slowdown) redoing the whole page. A sheet added since the last
 * style pass is only matched against the elements its rules name.
 */
export function createShopStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  const insertIntoSheet = sheet.insert.bind(sheet);
  let batchOpen = false;
  sheet.insert = (rule) => {
    if (!batchOpen) {
      batchOpen = true;
      // Emotion's own insert starts a new style element when its counter is at zero.
      sheet.ctr = 0;
      queueMicrotask(() => {
        batchOpen = false;
      });
    }
    insertIntoSheet(rule);
  };
  return cache;
}
