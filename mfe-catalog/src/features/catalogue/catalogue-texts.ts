import { ALL_SELECTION, type CatalogTab } from '@festive/contracts';

/** The grid heading. */
export function catalogueHeading(tab: CatalogTab, selection: string): string {
  const kind = tab === 'festival' ? 'Festival' : 'Special Occasion';
  return selection === ALL_SELECTION
    ? `All ${kind} Gifts & Handicrafts`
    : `${selection} - ${kind} Gifts & Handicrafts`;
}

/** The empty-result message of each tab (the occasion tab's is its equivalent). */
export function emptyMessage(tab: CatalogTab): string {
  return tab === 'festival'
    ? 'No products found for this festival. Try selecting a different festival or browse all festivals.'
    : 'No products found for this occasion. Try selecting a different occasion or browse all occasions.';
}
