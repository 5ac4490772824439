import { useRef, type KeyboardEvent } from 'react';
import { Button, HStack, useCatalogFilter } from '@festive/web-kit';
import { CATALOG_TABS, type CatalogTab } from '@festive/contracts';

const LABELS: Record<CatalogTab, string> = { festival: 'FESTIVALS', special_occasion: 'SPECIAL OCCASIONS' };

/** The grid this tab list controls (aria-controls). */
export const CATALOGUE_PANEL_ID = 'catalogue-panel';

/**
 * FESTIVALS / SPECIAL OCCASIONS; switching resets the selection to all.
 * Two Chakra buttons following the WAI-ARIA tabs pattern (arrow keys, roving tab stop): the
 * full Tabs machine would add ~4 KB gzip to the first page for two static tabs.
 */
export function CatalogueTabs() {
  const tab = useCatalogFilter((state) => state.tab);
  const setTab = useCatalogFilter((state) => state.setTab);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (CATALOG_TABS.indexOf(tab) + step + CATALOG_TABS.length) % CATALOG_TABS.length;
    const next = CATALOG_TABS[index];
    if (!next) return;
    setTab(next);
    buttons.current[index]?.focus();
  };

  return (
    <HStack
      role="tablist"
      aria-label="Browse gifts by"
      data-testid="catalogue-tabs"
      bg="saffron.100"
      borderRadius="full"
      p="1"
      gap="1"
      onKeyDown={onKeyDown}
    >
      {CATALOG_TABS.map((value, index) => {
        const selected = value === tab;
        return (
          <Button
            key={value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={`catalogue-tab-${value}`}
            aria-selected={selected}
            aria-controls={CATALOGUE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            flex="1"
            borderRadius="full"
            size={{ base: 'sm', md: 'md' }}
            fontSize={{ base: 'xs', sm: 'sm' }}
            fontWeight="semibold"
            letterSpacing="wide"
            variant={selected ? 'solid' : 'ghost'}
            colorPalette="maroon"
            color={selected ? 'white' : 'maroon.800'}
            _hover={{ bg: selected ? 'maroon.900' : 'saffron.200' }}
            onClick={() => setTab(value)}
          >
            {LABELS[value]}
          </Button>
        );
      })}
    </HStack>
  );
}
