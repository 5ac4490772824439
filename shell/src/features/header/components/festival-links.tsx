import { Box, Flex, Link, RouterLink, useCatalogFilter } from '@festive/web-kit';
import { useFestivalCategories } from '../api/festival-categories';

/**
 * The festival row: the first 8 festival categories. Choosing one shows the
 * catalogue on the festival tab with that festival selected; from another page it links to /.
 * If the categories cannot load the row stays empty: the rest of the header still works.
 */
export function FestivalLinks() {
  const { data: categories, isPending } = useFestivalCategories();
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);
  const showFestival = useCatalogFilter((state) => state.showFestival);
  if (!isPending && !categories?.length) return null;
  return (
    <Box as="nav" aria-label="Festivals" bg="maroon.900" borderTopWidth="1px" borderColor="whiteAlpha.200">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="2"
        gap="2"
        overflowX="auto"
        scrollbar="hidden"
        data-testid="festival-links"
      >
        {isPending
          ? Array.from({ length: 6 }, (_, index) => (
              <Box
                key={index}
                aria-hidden="true"
                h="7"
                w="24"
                flexShrink="0"
                borderRadius="full"
                bg="whiteAlpha.200"
                animation="pulse"
              />
            ))
          : categories?.map((category) => {
              const active = tab === 'festival' && selection === category.name;
              return (
                <Link
                  key={category.id}
                  asChild
                  flexShrink="0"
                  px="3"
                  py="1"
                  borderRadius="full"
                  fontSize="sm"
                  fontWeight="medium"
                  whiteSpace="nowrap"
                  color={active ? 'maroon.950' : 'saffron.100'}
                  bg={active ? 'gold.400' : 'transparent'}
                  textDecoration="none"
                  _hover={{ bg: active ? 'gold.300' : 'whiteAlpha.200', textDecoration: 'none' }}
                  focusRingColor="gold.400"
                >
                  <RouterLink
                    to="/"
                    data-testid="festival-link"
                    aria-current={active ? 'true' : undefined}
                    onClick={() => showFestival(category.name)}
                  >
                    {category.emoji && (
                      <span aria-hidden="true" style={{ marginInlineEnd: '0.35em' }}>
                        {category.emoji}
                      </span>
                    )}
                    {category.name}
                  </RouterLink>
                </Link>
              );
            })}
      </Flex>
    </Box>
  );
}
