import { useRef, useState } from 'react';
import {
  Box,
  DiyaIcon,
  Flex,
  HStack,
  Link,
  RouterLink,
  Text,
  useCatalogFilter,
  useSession,
} from '@festive/web-kit';
import { AccountMenuEntry } from '../features/account-menu/components/account-menu-entry';
import { CartButton } from '../features/header/components/cart-button';
import { FestivalLinks } from '../features/header/components/festival-links';
import { MobileSearchButton, MobileSearchRow } from '../features/header/components/mobile-search';
import { SearchBox } from '../features/header/components/search-box';
import { rememberSearch } from '../features/header/recent-searches';

/** The shared storefront header: brand, search (a button opening it on narrow screens), account, cart, festival links. */
export function SiteHeader() {
  const { data: session } = useSession();
  const [searchOpen, setSearchOpen] = useState(false);
  const searchButton = useRef<HTMLDivElement>(null);
  // Closing keeps what was searched among the recent searches, like submitting it does.
  const closeSearch = () => {
    rememberSearch(useCatalogFilter.getState().search);
    setSearchOpen(false);
    searchButton.current?.querySelector('button')?.focus();
  };
  return (
    <Box as="header" data-testid="site-header" position="sticky" top="0" zIndex="sticky" boxShadow="md">
      <Box bgGradient="to-r" gradientFrom="maroon.800" gradientTo="maroon.700" color="white">
        <Flex
          maxW="7xl"
          mx="auto"
          px={{ base: '3', md: '6' }}
          py="3"
          align="center"
          gap={{ base: '3', md: '6' }}
        >
          <Link
            asChild
            color="white"
            textDecoration="none"
            _hover={{ textDecoration: 'none' }}
            focusRingColor="gold.400"
          >
            <RouterLink to="/" data-testid="brand-link" aria-label="Festival Gifts, home">
              <HStack gap="2">
                <Box color="gold.300">
                  <DiyaIcon />
                </Box>
                <Text
                  as="span"
                  fontFamily="heading"
                  fontSize={{ base: 'xl', md: '2xl' }}
                  fontWeight="bold"
                  letterSpacing="tight"
                >
                  Festival{' '}
                  <Text as="span" color="gold.300">
                    Gifts
                  </Text>
                </Text>
              </HStack>
            </RouterLink>
          </Link>
          <Flex flex="1" justify="center">
            <SearchBox />
          </Flex>
          <HStack gap="1">
            <Box ref={searchButton} display="contents">
              <MobileSearchButton
                open={searchOpen}
                onToggle={() => (searchOpen ? closeSearch() : setSearchOpen(true))}
              />
            </Box>
            {session?.userId && <AccountMenuEntry session={session} />}
            <CartButton />
          </HStack>
        </Flex>
        {searchOpen && <MobileSearchRow onClose={closeSearch} />}
      </Box>
      <FestivalLinks />
    </Box>
  );
}
