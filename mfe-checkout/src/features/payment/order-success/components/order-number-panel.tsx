import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@festive/web-kit';

/**
 * The order number, large enough to read out on the phone, with a button that copies it (for a
 * message to support, or a note). Where the clipboard is refused, the number stays on screen.
 */
export function OrderNumberPanel({ orderNumber }: { orderNumber: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderNumber);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      bg="saffron.50"
      borderWidth="1px"
      borderColor="saffron.200"
      borderRadius="lg"
      p="4"
      data-testid="order-number-panel"
    >
      <Stack gap="0.5">
        <Text fontSize="sm" color="fg.muted">
          Your order number
        </Text>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          letterSpacing="wide"
          color="maroon.800"
          data-testid="order-number"
        >
          {orderNumber}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Quote it whenever you contact us about this order.
        </Text>
      </Stack>
      <Stack gap="1" align="flex-end">
        <Button
          variant="outline"
          colorPalette="maroon"
          size="sm"
          aria-label="Copy order number"
          onClick={() => void copy()}
          data-testid="copy-order-number"
        >
          Copy
        </Button>
        <Text role="status" fontSize="xs" color="fg.muted" minH="4">
          {copied === 'yes' && 'Copied'}
          {copied === 'no' && 'Could not copy; please note it down'}
        </Text>
      </Stack>
    </Flex>
  );
}
