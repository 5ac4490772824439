import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, chakra, Flex, Text } from '@festive/web-kit';
import { TextArea } from '../../../common/text-area';

/** The contract's limit on one message (chatMessageSchema). */
const MESSAGE_MAX = 4000;

interface ChatComposerProps {
  disabled: boolean;
  sending: boolean;
  onSend: (text: string) => Promise<boolean>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line, and an empty or
 * whitespace-only message is never sent. The text leaves the box when sent and comes back if
 * sending failed.
 */
export function ChatComposer({ disabled, sending, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const empty = draft.trim().length === 0;

  const submit = async () => {
    if (disabled || sending || empty) return;
    const text = draft;
    setDraft('');
    if (!(await onSend(text))) setDraft((current) => current || text);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Hindi, Tamil keyboards...) picks a word instead.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <chakra.form
      onSubmit={onSubmit}
      p={{ base: '2', md: '3' }}
      borderTopWidth="1px"
      borderColor="saffron.200"
      bg="white"
      data-testid="chat-composer"
    >
      <Flex gap="2" align="flex-end">
        <TextArea
          rows={2}
          maxLength={MESSAGE_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder="Type your message..."
          aria-label="Message"
          aria-describedby={hintId}
          data-testid="chat-input"
        />
        <Button
          type="submit"
          colorPalette="maroon"
          disabled={disabled || empty}
          loading={sending}
          loadingText="Sending"
          data-testid="chat-send-button"
        >
          Send
        </Button>
      </Flex>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1" hideBelow="md">
        Press Enter to send, Shift+Enter for a new line.
      </Text>
    </chakra.form>
  );
}
