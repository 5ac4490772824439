import { useEffect, useRef } from 'react';
import { Button, Center, Spinner, Text, VStack } from '@festive/web-kit';

/**
 * The end of the grid: comes into view → the next page loads (well before the shopper reaches
 * it, so scrolling rarely waits). The button does the same for keyboards and when the observer
 * is unavailable.
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });

  // Observed afresh after each page: a new observer reports at once whether the end is still in
  // reach (a tall screen can show a whole page), where the old one would wait for a change.
  useEffect(() => {
    const element = marker.current;
    if (loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <Center ref={marker} py="8" data-testid="products-load-more">
      {loading ? (
        <VStack gap="2" aria-live="polite">
          <Spinner color="saffron.600" />
          <Text color="fg.muted" fontSize="sm">
            Loading more gifts...
          </Text>
        </VStack>
      ) : (
        <Button variant="outline" colorPalette="maroon" onClick={onLoad}>
          Show more gifts
        </Button>
      )}
    </Center>
  );
}
