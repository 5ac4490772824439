import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { RouterLink } from '../routing/router-link';
import { DiyaIcon } from './diya-icon';

/**
 * The 404 page: '404 Page Not Found' with the hint 'Did you forget to add the page to
 * the router?'. One look for the shell's unknown paths and a remote's unknown ids
 * (/products/<id> of a product that does not exist).
 */
export function NotFound({ testId = 'not-found-page' }: { testId?: string }) {
  return (
    <VStack data-testid={testId} as="section" gap="4" py={{ base: '16', md: '24' }} px="6" textAlign="center">
      <Box color="maroon.800">
        <DiyaIcon size={72} />
      </Box>
      <Heading as="h1" size="2xl" color="maroon.800">
        404 Page Not Found
      </Heading>
      <Text color="fg.muted">Did you forget to add the page to the router?</Text>
      <Button asChild colorPalette="maroon" mt="2">
        <RouterLink to="/">Back to the shop</RouterLink>
      </Button>
    </VStack>
  );
}
