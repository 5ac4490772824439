import { HStack, Text } from '@festive/web-kit';
import { Progress } from '@festive/web-kit/controls';

const STEPS = ['Details', 'Verification', 'Payment'] as const;

/** The progress bar of the verification (50 %) and payment (100 %) steps. */
export function CheckoutProgress({ value }: { value: 50 | 100 }) {
  const reached = value === 100 ? 3 : 2;
  return (
    <Progress.Root
      value={value}
      colorPalette="maroon"
      size="sm"
      data-testid="checkout-progress"
      aria-label={`Checkout progress ${value}%`}
    >
      <HStack justify="space-between" mb="2">
        {STEPS.map((step, index) => (
          <Text
            key={step}
            fontSize="sm"
            fontWeight={index < reached ? 'semibold' : 'normal'}
            color={index < reached ? 'maroon.800' : 'fg.muted'}
          >
            {step}
          </Text>
        ))}
      </HStack>
      <Progress.Track borderRadius="full" bg="saffron.100">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
