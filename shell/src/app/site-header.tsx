import { lazy, Suspense } from 'react';
import { Box, DiyaIcon, Flex, HStack, Link, RouterLink, Text, useSession } from '@festive/web-kit';
import { CartButton } from '../features/header/components/cart-button';
import { FestivalLinks } from '../features/header/components/festival-links';
import { SearchBox } from '../features/header/components/search-box';

// Only signed-in shoppers see the avatar menu; its Menu/Avatar code loads when needed.
const AccountMenu = lazy(() => import('../features/account-menu/components/account-menu'));

/** The shared storefront header: brand, search, account, cart, festival links. */
export function SiteHeader() {
  const { data: session } = useSession();
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
            {session?.userId && (
              <Suspense fallback={null}>
                <AccountMenu session={session} />
              </Suspense>
            )}
            <CartButton />
          </HStack>
        </Flex>
      </Box>
      <FestivalLinks />
    </Box>
  );
}
