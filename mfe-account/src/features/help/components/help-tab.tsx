import { Box, Button, Center, Flex, Spinner, Stack, Text } from '@festive/web-kit';
import { LIMITS } from '@festive/contracts';
import { useSupportChat } from '../use-support-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { LiveAgentBanner, LiveAgentOffer } from './live-agent';

/** Help: the support chat, exactly 500 px high, with the live-agent hand-off. */
export function HelpTab() {
  const chat = useSupportChat();
  const { history } = chat;

  return (
    <Flex
      direction="column"
      h={`${LIMITS.chatWindowHeightPx}px`}
      overflow="hidden"
      bg="saffron.50"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="saffron.200"
      data-testid="help-tab"
    >
      <Box px={{ base: '3', md: '4' }} py="3" bg="white" borderBottomWidth="1px" borderColor="saffron.200">
        <Text as="h2" fontWeight="semibold" color="maroon.800">
          Help & Support
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Our festive gift assistant answers right away; a person can take over when you need one.
        </Text>
      </Box>
      {chat.liveAgentRequested && <LiveAgentBanner />}
      {history.isPending ? (
        <Center flex="1" data-testid="chat-loading">
          <Spinner color="saffron.600" role="status" aria-label="Loading your conversation" />
        </Center>
      ) : history.isError ? (
        <Stack flex="1" align="center" justify="center" gap="3" role="alert" p="4" textAlign="center">
          <Text>We could not load your conversation.</Text>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <ChatMessages messages={chat.messages} thinking={chat.sending} />
      )}
      {chat.showOffer && (
        <LiveAgentOffer onRequest={chat.requestLiveAgent} pending={chat.requestingLiveAgent} />
      )}
      <ChatComposer
        disabled={chat.liveAgentRequested || !history.isSuccess}
        sending={chat.sending}
        onSend={chat.sendMessage}
      />
    </Flex>
  );
}
