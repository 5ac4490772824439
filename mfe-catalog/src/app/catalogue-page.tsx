import { Box, Flex, Heading, Stack, useCatalogFilter } from '@festive/web-kit';
import { catalogueHeading } from '@festive/contracts';
import { HeroCarousel } from '../features/hero/components/hero-carousel';
import { CATALOGUE_SECTION_ID } from '../features/hero/components/hero-slide-view';
import { useCatalogueProducts } from '../features/catalogue/api/catalogue-products';
import { useSelectionInAddress } from '../features/catalogue/use-selection-in-address';
import { useDebouncedValue } from '../features/catalogue/use-debounced-value';
import { CATALOGUE_PANEL_ID, CatalogueTabs } from '../features/catalogue/components/catalogue-tabs';
import { CatalogueResults } from '../features/catalogue/components/catalogue-results';
import { SelectionSelect } from '../features/catalogue/components/selection-select';

/** Typing settles this long before the grid asks the server (every keystroke is still the search text). */
const SEARCH_SETTLE_MS = 250;

/** Home / catalogue: hero, tabs, dropdown, heading and the product grid. */
export function CataloguePage() {
  useSelectionInAddress();
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);
  const search = useDebouncedValue(
    useCatalogFilter((state) => state.search),
    SEARCH_SETTLE_MS,
  );
  const products = useCatalogueProducts({ tab, selection, search });

  return (
    <>
      <HeroCarousel />
      <Box
        id={CATALOGUE_SECTION_ID}
        scrollMarginTop="28"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '6', md: '10' }}
      >
        <Stack gap="6" mb="8">
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            align={{ base: 'stretch', md: 'flex-end' }}
            justify="space-between"
          >
            <Box flex="1" maxW={{ md: 'md' }}>
              <CatalogueTabs />
            </Box>
            <SelectionSelect />
          </Flex>
          <Heading
            as="h1"
            size={{ base: 'xl', md: '2xl' }}
            color="maroon.800"
            data-testid="catalogue-heading"
          >
            {catalogueHeading({ tab, selection })}
          </Heading>
        </Stack>

        <Box role="tabpanel" id={CATALOGUE_PANEL_ID} aria-labelledby={`catalogue-tab-${tab}`}>
          <CatalogueResults products={products} tab={tab} />
        </Box>
      </Box>
    </>
  );
}
