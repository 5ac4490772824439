import { SimpleGrid, Stack, Text, formatPhone } from '@festive/web-kit';
import type { Session } from '@festive/contracts';

/** Profile: name, phone and email, read-only. */
export function ProfileTab({ user }: { user: NonNullable<Session['user']> }) {
  const rows = [
    ['Name', user.name],
    ['Phone', formatPhone(user.phone)],
    ['Email', user.email],
  ] as const;
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="4" data-testid="profile-tab">
      {rows.map(([label, value]) => (
        <Stack key={label} gap="1" p="4" bg="saffron.50" borderRadius="lg">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {value || '—'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
