import type { ReactNode } from 'react';
import { Box, Button, Center, Flex, Heading, Spinner, Stack, Text } from '@festive/web-kit';

/** A titled white card holding one list or form of the back office. */
export function Panel({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      as="section"
      bg="bg.panel"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="saffron.200"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      data-testid={testId}
    >
      <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" size="lg" color="maroon.800">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** What a list shows while it loads, when it fails (with a retry) or when it is empty. */
export function ListState({
  loading,
  error,
  onRetry,
  empty,
  emptyText,
  label,
  children,
}: {
  loading: boolean;
  error: boolean;
  onRetry(): void;
  empty: boolean;
  emptyText: string;
  label: string;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <Center py="10">
        <Spinner color="saffron.600" role="status" aria-label={`Loading ${label}`} />
      </Center>
    );
  }
  if (error) {
    return (
      <Stack align="center" py="10" gap="3" role="alert">
        <Text>The {label} could not load.</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (empty) {
    return (
      <Text py="10" textAlign="center" color="fg.muted" data-testid="list-empty">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
