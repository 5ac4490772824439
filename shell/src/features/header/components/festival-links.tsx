import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Flex, isPlainClick, Link, RouterLink, chakra, useCatalogFilter } from '@festive/web-kit';
import { catalogueSelectionPath } from '@festive/contracts';
import { useFestivalCategories } from '../api/festival-categories';

/**
 * The festival row: the first 8 festival categories. Choosing one shows the
 * catalogue on the festival tab with that festival selected, at the home page's address for it
 * (`/?festival=Diwali`), so a festival can also be opened in a new tab or shared.
 * If the categories cannot load the row stays empty: the rest of the header still works.
 */
export function FestivalLinks() {
  const { data: categories, isPending } = useFestivalCategories();
  const tab = useCatalogFilter((state) => state.tab);
  const selection = useCatalogFilter((state) => state.selection);
  const showFestival = useCatalogFilter((state) => state.showFestival);
  const { row, more, onScroll, scrollOn } = useScrollHints(categories?.length ?? 0);
  if (!isPending && !categories?.length) return null;
  return (
    <Box
      as="nav"
      aria-label="Festivals"
      bg="maroon.900"
      borderTopWidth="1px"
      borderColor="whiteAlpha.200"
      position="relative"
    >
      <Flex
        ref={row}
        onScroll={onScroll}
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="2"
        gap="2"
        overflowX="auto"
        scrollbar="hidden"
        scrollPaddingInline="10"
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
                    to={catalogueSelectionPath({ tab: 'festival', selection: category.name })}
                    data-testid="festival-link"
                    aria-current={active ? 'true' : undefined}
                    // Chosen at once (the grid never draws the old selection first), but not
                    // on a Ctrl-click: that opens the festival in a new tab and leaves this one.
                    onClick={(event) => isPlainClick(event) && showFestival(category.name)}
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
      <ScrollHint side="start" shown={more.start} onClick={() => scrollOn(-1)} />
      <ScrollHint side="end" shown={more.end} onClick={() => scrollOn(1)} />
    </Box>
  );
}

/**
 * Where the row has festivals out of view (a phone shows three or four of eight), so the edge
 * that hides them fades and carries an arrow: the row says it scrolls, and a mouse can scroll it.
 */
function useScrollHints(count: number) {
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const start = element.scrollLeft > 4;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 4;
    setMore((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, count]);
  const scrollOn = (direction: 1 | -1) => {
    const element = row.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };
  return { row, more, onScroll: measure, scrollOn };
}

function ScrollHint({ side, shown, onClick }: { side: 'start' | 'end'; shown: boolean; onClick(): void }) {
  if (!shown) return null;
  return (
    <chakra.button
      type="button"
      // Keyboard users reach every link by Tab (each scrolls into view); this is for pointers.
      tabIndex={-1}
      aria-hidden="true"
      data-testid={`festival-links-more-${side}`}
      onClick={onClick}
      position="absolute"
      top="0"
      bottom="0"
      {...(side === 'start' ? { insetStart: '0' } : { insetEnd: '0' })}
      w="10"
      display="flex"
      alignItems="center"
      justifyContent={side === 'start' ? 'flex-start' : 'flex-end'}
      px="1.5"
      color="gold.300"
      fontSize="xl"
      lineHeight="1"
      cursor="pointer"
      bgGradient={side === 'start' ? 'to-r' : 'to-l'}
      gradientFrom="maroon.900"
      gradientVia="maroon.900/80"
      gradientTo="transparent"
    >
      {side === 'start' ? '‹' : '›'}
    </chakra.button>
  );
}
