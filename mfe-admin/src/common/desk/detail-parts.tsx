import type { ReactNode } from 'react';
import { Box, chakra, Heading, Stack, Text } from '@festive/web-kit';
import { failureDetail } from '../failure';

/** One titled part of a details drawer. */
export function DetailSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      data-testid={testId}
      borderTopWidth="1px"
      borderColor="saffron.100"
      pt="4"
    >
      <Heading as="h3" size="sm" color="maroon.800" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const Terms = chakra('dl', {
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
    columnGap: '4',
    rowGap: '1',
    fontSize: 'sm',
  },
});
const Term = chakra('dt', { base: { color: 'fg.muted' } });
const Definition = chakra('dd', { base: { wordBreak: 'break-word', minW: '0' } });

/** Label–value pairs; a missing value reads as a dash. */
export function Details({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Terms>
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Term>{label}</Term>
          <Definition>{value === null || value === undefined || value === '' ? '—' : value}</Definition>
        </Box>
      ))}
    </Terms>
  );
}

/** The server's own words for a refused action, next to the button that asked. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Text role="alert" color="red.700" fontSize="sm" data-testid="action-error">
      {failureDetail(error) ?? 'Something went wrong. Please try again.'}
    </Text>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="fg.muted">
        {children}
      </Text>
    </Stack>
  );
}
