import { useEffect, useRef } from 'react';
import { Box, Button, Flex, HStack, IconButton, Text, chakra } from '@festive/web-kit';
import { SearchIcon } from '../../../ui/icons';
import { clearRecentSearches, rememberSearch, useRecentSearches } from '../recent-searches';
import { useHeaderSearch } from './search-box';
import { SearchField } from './search-field';

/** The search button of narrow screens (below md), where the header has no room for the box. */
export function MobileSearchButton({ open, onToggle }: { open: boolean; onToggle(): void }) {
  return (
    <IconButton
      data-testid="mobile-search-button"
      aria-label="Search"
      aria-expanded={open}
      aria-controls="mobile-search"
      display={{ base: 'inline-flex', md: 'none' }}
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      focusRingColor="gold.400"
      size="lg"
      onClick={onToggle}
    >
      <SearchIcon size={22} />
    </IconButton>
  );
}

/**
 * The row the search button opens under the header: the same search as the wide screens' box,
 * and while it is empty the recent searches of this device, with a way to clear them. Escape
 * closes it and gives the focus back to the button.
 */
export function MobileSearchRow({ onClose }: { onClose(): void }) {
  const { search, change, submit } = useHeaderSearch();
  const recent = useRecentSearches();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  return (
    <Box
      id="mobile-search"
      data-testid="mobile-search"
      display={{ base: 'block', md: 'none' }}
      bg="maroon.800"
      px="3"
      pb="3"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <chakra.form
        role="search"
        aria-label="Products"
        onSubmit={(event) => {
          submit(event);
          input.current?.blur();
        }}
        position="relative"
      >
        <SearchField testId="mobile-search-input" inputRef={input} focusOutline="gold.400" />
      </chakra.form>
      {search === '' && recent.length > 0 && (
        <Box mt="2" data-testid="recent-searches">
          <Flex justify="space-between" align="center">
            <Text id="recent-searches-title" fontSize="sm" color="saffron.100">
              Recent searches
            </Text>
            <Button
              size="xs"
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              focusRingColor="gold.400"
              onClick={() => {
                clearRecentSearches();
                input.current?.focus();
              }}
            >
              Clear recent searches
            </Button>
          </Flex>
          <HStack
            as="ul"
            aria-labelledby="recent-searches-title"
            listStyleType="none"
            gap="2"
            mt="1"
            wrap="wrap"
          >
            {recent.map((term) => (
              <li key={term}>
                <Button
                  size="xs"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.600"
                  borderRadius="full"
                  _hover={{ bg: 'whiteAlpha.200' }}
                  focusRingColor="gold.400"
                  data-testid="recent-search"
                  onClick={() => {
                    change(term);
                    rememberSearch(term);
                  }}
                >
                  {term}
                </Button>
              </li>
            ))}
          </HStack>
        </Box>
      )}
    </Box>
  );
}
