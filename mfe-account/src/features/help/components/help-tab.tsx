import { Stack, Text } from '@festive/web-kit';
import { LIMITS } from '@festive/contracts';

/**
 * Help (spec §2): the support chat's frame, 500 px high. The assistant and the live-agent
 * hand-off arrive with the support issue; until then the panel says how to reach us.
 */
export function HelpTab() {
  return (
    <Stack
      data-testid="help-tab"
      h={`${LIMITS.chatWindowHeightPx}px`}
      maxH="70vh"
      align="center"
      justify="center"
      textAlign="center"
      gap="3"
      p="6"
      bg="saffron.50"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="saffron.200"
    >
      <Text fontSize="3xl" aria-hidden="true">
        💬
      </Text>
      <Text fontWeight="semibold" fontSize="lg" color="maroon.800">
        Help & Support
      </Text>
      <Text color="fg.muted" maxW="md">
        Our festive gift assistant will answer questions about orders, delivery and returns right here, and
        can pass you on to our support team.
      </Text>
    </Stack>
  );
}
