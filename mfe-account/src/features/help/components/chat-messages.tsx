import { useEffect, useRef } from 'react';
import { Box, Flex, Spinner, Stack, Text } from '@festive/web-kit';
import type { ChatMessage } from '@festive/contracts';

/**
 * The conversation, oldest first, scrolled to the newest. Text is rendered as React text (never
 * as HTML): an answer quoting a product name or a customer's own words cannot inject markup.
 */
export function ChatMessages({
  messages,
  thinking,
}: {
  messages: readonly ChatMessage[];
  thinking: boolean;
}) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, thinking]);

  return (
    <Stack
      flex="1"
      minH="0"
      overflowY="auto"
      gap="3"
      p={{ base: '3', md: '4' }}
      role="log"
      aria-live="polite"
      aria-label="Conversation with the Festival Gifts assistant"
      tabIndex={0}
      data-testid="chat-messages"
    >
      {messages.length === 0 && (
        <Text color="fg.muted" textAlign="center" my="auto" px="4" data-testid="chat-empty">
          Hello! Ask me about your orders, delivery, payments, returns or invoices.
        </Text>
      )}
      {messages.map((message, index) => {
        const mine = message.role === 'user';
        return (
          <Flex key={index} justify={mine ? 'flex-end' : 'flex-start'}>
            <Box
              maxW="85%"
              px="3.5"
              py="2"
              borderRadius="xl"
              borderBottomRightRadius={mine ? 'sm' : 'xl'}
              borderBottomLeftRadius={mine ? 'xl' : 'sm'}
              bg={mine ? 'maroon.800' : 'white'}
              color={mine ? 'white' : 'fg'}
              borderWidth={mine ? '0' : '1px'}
              borderColor="saffron.200"
              data-testid="chat-message"
              data-role={message.role}
            >
              <Text as="span" srOnly>
                {mine ? 'You said: ' : 'Assistant: '}
              </Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {message.content}
              </Text>
            </Box>
          </Flex>
        );
      })}
      {thinking && (
        <Flex align="center" gap="2" color="fg.muted" fontSize="sm" data-testid="chat-typing">
          <Spinner size="xs" color="saffron.600" />
          <Text>Assistant is typing...</Text>
        </Flex>
      )}
      <div ref={end} />
    </Stack>
  );
}
