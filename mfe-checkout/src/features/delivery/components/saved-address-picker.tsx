import type { Address } from '@festive/contracts';
import { Badge, HStack, Stack, Text } from '@festive/web-kit';
import { RadioCard } from '@festive/web-kit/controls';
import { type AddressChoice, NEW_ADDRESS } from '../delivery-form-rules';

interface SavedAddressPickerProps {
  addresses: Address[];
  choice: AddressChoice;
  onChoose(choice: string): void;
}

/** The signed-in shopper's saved addresses as a radio list, plus "Add New Address". */
export function SavedAddressPicker({ addresses, choice, onChoose }: SavedAddressPickerProps) {
  return (
    <RadioCard.Root
      value={choice}
      onValueChange={(details) => details.value && onChoose(details.value)}
      colorPalette="maroon"
      size="sm"
      data-testid="saved-addresses"
    >
      <RadioCard.Label fontWeight="semibold" color="maroon.800" mb="2">
        Deliver to a saved address
      </RadioCard.Label>
      <Stack gap="2">
        {addresses.map((address) => (
          <RadioCard.Item key={address.id} value={address.id} data-testid="saved-address">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl alignItems="flex-start">
              <RadioCard.ItemIndicator />
              <RadioCard.ItemContent>
                <HStack gap="2" flexWrap="wrap">
                  <RadioCard.ItemText>{address.address}</RadioCard.ItemText>
                  {address.isDefault === 1 && (
                    <Badge colorPalette="saffron" variant="solid" size="sm">
                      Default
                    </Badge>
                  )}
                </HStack>
                <RadioCard.ItemDescription>
                  {address.city}, {address.state} - {address.pincode}
                </RadioCard.ItemDescription>
              </RadioCard.ItemContent>
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
        <RadioCard.Item value={NEW_ADDRESS} data-testid="new-address-option">
          <RadioCard.ItemHiddenInput />
          <RadioCard.ItemControl>
            <RadioCard.ItemIndicator />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>Add New Address</RadioCard.ItemText>
            </RadioCard.ItemContent>
          </RadioCard.ItemControl>
        </RadioCard.Item>
      </Stack>
      {addresses.length > 0 && choice === null && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          Choose one of your addresses or &quot;Add New Address&quot; to continue.
        </Text>
      )}
    </RadioCard.Root>
  );
}
