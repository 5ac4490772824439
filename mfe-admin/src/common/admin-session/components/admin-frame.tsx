import type { ReactNode } from 'react';
import { Box, Flex, HStack, Text } from '@festive/web-kit';

/** The back office's own slim frame (the storefront header and footer are not shown here). */
export function AdminFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        bg="maroon.900"
        color="white"
        px={{ base: '4', md: '8' }}
        py="3"
        align="center"
        justify="space-between"
      >
        <HStack gap="2">
          <Text as="span" fontFamily="heading" fontWeight="bold" fontSize="lg">
            Festival{' '}
            <Text as="span" color="gold.300">
              Gifts
            </Text>
          </Text>
          <Text as="span" fontSize="sm" color="saffron.200">
            Admin
          </Text>
        </HStack>
        {actions}
      </Flex>
      <Box as="section" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        {children}
      </Box>
    </Box>
  );
}
