import type { CatalogTab } from '@festive/contracts';

/** The empty-result message of each tab (the occasion tab's is its equivalent). */
export function emptyMessage(tab: CatalogTab): string {
  return tab === 'festival'
    ? 'No products found for this festival. Try selecting a different festival or browse all festivals.'
    : 'No products found for this occasion. Try selecting a different occasion or browse all occasions.';
}
