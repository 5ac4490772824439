import { Badge, Button, Flex, Stack, Text } from '@festive/web-kit';
import type { Address } from '@festive/contracts';
import { useDeleteAddress } from '../api/delete-address';
import { useSetDefaultAddress } from '../api/set-default-address';

/** One saved address with 'Set as Default' (not on the default itself) and 'Delete'. */
export function AddressCard({ address }: { address: Address }) {
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const isDefault = address.isDefault === 1;
  const busy = setDefault.isPending || remove.isPending;
  const where = `${address.address}, ${address.city}`;

  return (
    <Stack
      as="li"
      gap="3"
      p="4"
      borderWidth="1px"
      borderColor={isDefault ? 'maroon.300' : 'saffron.200'}
      borderRadius="lg"
      bg="white"
      justify="space-between"
      data-testid="address-card"
      data-address-id={address.id}
      data-default={isDefault ? 'true' : 'false'}
    >
      <Stack gap="1">
        {isDefault && (
          <Badge alignSelf="flex-start" colorPalette="maroon" data-testid="address-default-badge">
            Default
          </Badge>
        )}
        <Text wordBreak="break-word">{address.address}</Text>
        <Text color="fg.muted">
          {address.city}, {address.state} {address.pincode}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap">
        {!isDefault && (
          <Button
            variant="outline"
            colorPalette="maroon"
            size="sm"
            flex={{ base: '1', sm: 'initial' }}
            disabled={busy}
            loading={setDefault.isPending}
            onClick={() => setDefault.mutate(address.id)}
            aria-label={`Set as Default: ${where}`}
            data-testid="set-default-button"
          >
            Set as Default
          </Button>
        )}
        <Button
          variant="ghost"
          colorPalette="red"
          size="sm"
          flex={{ base: '1', sm: 'initial' }}
          disabled={busy}
          loading={remove.isPending}
          onClick={() => remove.mutate(address.id)}
          aria-label={`Delete: ${where}`}
          data-testid="delete-address-button"
        >
          Delete
        </Button>
      </Flex>
    </Stack>
  );
}
