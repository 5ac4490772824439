import type { ReactNode } from 'react';
import { Button, Center, RouterLink, Spinner, Stack, Text } from '@festive/web-kit';

/** Loading, failure and empty states shared by the account tabs. */
export function TabLoading({ label }: { label: string }) {
  return (
    <Center py="10">
      <Stack align="center" gap="2">
        <Spinner color="saffron.600" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

export function TabError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Stack align="center" gap="3" py="10" role="alert">
      <Text>We could not load {what}.</Text>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

export function TabEmpty({
  title,
  action,
  to,
  testId,
  children,
}: {
  title: string;
  action: string;
  to: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Stack align="center" textAlign="center" gap="3" py="10" data-testid={testId}>
      <Text fontWeight="semibold" fontSize="lg">
        {title}
      </Text>
      {children}
      <Button asChild colorPalette="maroon" data-testid={testId && `${testId}-action`}>
        <RouterLink to={to}>{action}</RouterLink>
      </Button>
    </Stack>
  );
}
