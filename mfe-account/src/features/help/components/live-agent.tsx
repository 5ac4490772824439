import { Button, Flex, Text } from '@festive/web-kit';
import { Alert } from '@festive/web-kit/controls';
import { LIVE_AGENT_BANNER } from '@festive/contracts';

/** Shown when an answer says a person should take over and none was requested yet. */
export function LiveAgentOffer({ onRequest, pending }: { onRequest: () => void; pending: boolean }) {
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      px={{ base: '3', md: '4' }}
      py="3"
      bg="saffron.100"
      borderTopWidth="1px"
      borderColor="saffron.200"
      data-testid="live-agent-offer"
    >
      <Text fontSize="sm" flex="1" minW="12rem">
        Would you like a member of our support team to help you?
      </Text>
      <Button
        size="sm"
        colorPalette="maroon"
        onClick={onRequest}
        loading={pending}
        loadingText="Requesting..."
        data-testid="live-agent-button"
      >
        Talk to a live agent
      </Button>
    </Flex>
  );
}

/** After the request, also after a reload (session.liveAgentRequested): input and send are off. */
export function LiveAgentBanner() {
  return (
    <Alert.Root status="success" variant="subtle" borderRadius="0" data-testid="live-agent-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{LIVE_AGENT_BANNER.title}</Alert.Title>
        <Alert.Description>{LIVE_AGENT_BANNER.body}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
