import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@festive/web-kit';

/** The shared frame of the checkout pages: a centred card with the step's title. */
export function CheckoutFrame({
  title,
  subtitle,
  children,
  testId,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '12' }} data-testid={testId}>
      <Stack
        gap="6"
        bg="bg.panel"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="saffron.200"
        boxShadow="sm"
        p={{ base: '5', md: '8' }}
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="maroon.800">
            {title}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
