import {
  Box,
  Flex,
  Heading,
  isPlainClick,
  Link,
  RouterLink,
  SimpleGrid,
  Stack,
  Text,
  useCatalogFilter,
} from '@festive/web-kit';
import { accountTabPath, catalogueSelectionPath, FESTIVALS, LIMITS } from '@festive/contracts';
import type { ReactNode } from 'react';

const POPULAR = FESTIVALS.slice(0, 5);

/** Support links lead to the account's help and orders tabs: the nearest real pages. */
const SUPPORT = [
  { label: 'Help & Support', to: accountTabPath('help') },
  { label: 'Track your order', to: accountTabPath('orders') },
  { label: 'Saved addresses', to: accountTabPath('addresses') },
] as const;

const PAYMENT_AND_SHIPPING = [
  `Free shipping on orders over ₹${LIMITS.freeShippingOverRupees}`,
  'Cash on Delivery available',
  'Pay securely with UPI, cards and wallets',
  'Shipping cost calculated by the shipping provider',
] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="gold.300" textTransform="uppercase" letterSpacing="wider">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
        {children}
      </Stack>
    </Stack>
  );
}

const linkStyle = { color: 'saffron.100', _hover: { color: 'white' }, focusRingColor: 'gold.400' } as const;

/** The footer: Popular Festivals, Support, Payment & Shipping. */
export function SiteFooter() {
  const showFestival = useCatalogFilter((state) => state.showFestival);
  return (
    <Box as="footer" data-testid="site-footer" bg="maroon.950" color="saffron.100" mt="16">
      <SimpleGrid
        maxW="7xl"
        mx="auto"
        px={{ base: '5', md: '6' }}
        py="10"
        columns={{ base: 1, sm: 3 }}
        gap="8"
      >
        <Column title="Popular Festivals">
          {POPULAR.map((festival) => (
            <li key={festival}>
              <Link asChild {...linkStyle}>
                <RouterLink
                  to={catalogueSelectionPath({ tab: 'festival', selection: festival })}
                  // Chosen at once (the grid never draws the old selection first), but not
                  // on a Ctrl-click: that opens the festival in a new tab and leaves this one.
                  onClick={(event) => isPlainClick(event) && showFestival(festival)}
                >
                  {festival} gifts
                </RouterLink>
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Support">
          {SUPPORT.map((item) => (
            <li key={item.to}>
              <Link asChild {...linkStyle}>
                <RouterLink to={item.to}>{item.label}</RouterLink>
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Payment & Shipping">
          {PAYMENT_AND_SHIPPING.map((line) => (
            <li key={line}>
              <Text>{line}</Text>
            </li>
          ))}
        </Column>
      </SimpleGrid>
      <Flex borderTopWidth="1px" borderColor="whiteAlpha.200" py="4" justify="center" px="4">
        <Text fontSize="xs" color="saffron.200" textAlign="center">
          Festival Gifts · Handcrafted gifts for every festival and occasion, delivered across India
        </Text>
      </Flex>
    </Box>
  );
}
