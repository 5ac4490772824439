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
      // A group named like its bar (a div without a role may not carry an aria-label).
      role="group"
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
      {/* The track is the progressbar; its own name would be just "50%". */}
      <Progress.Track borderRadius="full" bg="saffron.100" aria-label={`Checkout progress ${value}%`}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
