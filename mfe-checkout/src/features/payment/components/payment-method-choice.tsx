import type { PaymentMethod } from '@festive/contracts';
import { SimpleGrid, Stack, Text } from '@festive/web-kit';
import { RadioCard } from '@festive/web-kit/controls';

interface PaymentMethodChoiceProps {
  value: PaymentMethod | null;
  onChange(method: PaymentMethod): void;
  /** False where the courier takes no cash at this pincode: COD is then disabled. */
  codAvailable: boolean;
  error: string | null;
}

const OPTIONS: { value: PaymentMethod; title: string; description: string }[] = [
  { value: 'COD', title: 'Cash on Delivery', description: 'Pay in cash when your gifts arrive' },
  { value: 'Prepaid', title: 'Prepaid', description: 'UPI, cards, net banking or wallets via Razorpay' },
];

/** COD (the default) or Prepaid; none chosen reads 'Please select a payment method'. */
export function PaymentMethodChoice({ value, onChange, codAvailable, error }: PaymentMethodChoiceProps) {
  return (
    <Stack gap="2">
      <RadioCard.Root
        value={value ?? ''}
        onValueChange={(details) => details.value && onChange(details.value as PaymentMethod)}
        colorPalette="maroon"
        size="sm"
        data-testid="payment-method"
        aria-invalid={error ? true : undefined}
      >
        <RadioCard.Label fontWeight="semibold" color="maroon.800" mb="2">
          Payment method
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {OPTIONS.map((option) => {
            const disabled = option.value === 'COD' && !codAvailable;
            return (
              <RadioCard.Item
                key={option.value}
                value={option.value}
                disabled={disabled}
                data-testid={`payment-method-${option.value.toLowerCase()}`}
              >
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl>
                  <RadioCard.ItemIndicator />
                  <RadioCard.ItemContent>
                    <RadioCard.ItemText>{option.title}</RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {disabled ? 'Not available for this pincode' : option.description}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="payment-method-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
