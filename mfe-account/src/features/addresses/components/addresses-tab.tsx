import { Badge, Button, Flex, RouterLink, SimpleGrid, Stack, Text } from '@festive/web-kit';
import { TabEmpty, TabError, TabLoading } from '../../account/components/tab-state';
import { useAddresses } from '../api/addresses';

/** Addresses (spec §2): saved address cards and 'Add New', or 'No saved addresses'. */
export function AddressesTab() {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  if (isPending) return <TabLoading label="Loading your addresses..." />;
  if (isError) return <TabError what="your addresses" onRetry={() => void refetch()} />;
  if (addresses.length === 0)
    return <TabEmpty title="No saved addresses" action="Add Address" to="/delivery-details" />;
  return (
    <Stack gap="4" data-testid="addresses-tab">
      <Flex justify="flex-end">
        <Button asChild colorPalette="maroon" size="sm">
          <RouterLink to="/delivery-details">Add New</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {addresses.map((address) => (
          <Stack
            key={address.id}
            gap="1"
            p="4"
            borderWidth="1px"
            borderColor="saffron.200"
            borderRadius="lg"
            bg="white"
          >
            {address.isDefault === 1 && (
              <Badge alignSelf="flex-start" colorPalette="maroon">
                Default
              </Badge>
            )}
            <Text>{address.address}</Text>
            <Text color="fg.muted">
              {address.city}, {address.state} {address.pincode}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
