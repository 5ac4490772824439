import { Button, Flex, RouterLink, SimpleGrid, Stack, Text } from '@festive/web-kit';
import { TabEmpty, TabError, TabLoading } from '../../../common/tab-state';
import { useAddresses } from '../api/addresses';
import { AddressCard } from './address-card';

/** Addresses: saved address cards and 'Add New', or 'No saved addresses' with 'Add Address'. */
export function AddressesTab() {
  const { data: addresses, isPending, isError, refetch } = useAddresses();
  if (isPending) return <TabLoading label="Loading your addresses..." />;
  if (isError) return <TabError what="your addresses" onRetry={() => void refetch()} />;
  if (addresses.length === 0)
    return (
      <TabEmpty
        title="No saved addresses"
        action="Add Address"
        to="/delivery-details"
        testId="addresses-empty"
      />
    );
  return (
    <Stack gap="4" data-testid="addresses-tab">
      <Flex justify="space-between" align="center" gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          Saved Addresses
        </Text>
        <Button asChild colorPalette="maroon" size="sm" data-testid="add-address-button">
          <RouterLink to="/delivery-details">Add New</RouterLink>
        </Button>
      </Flex>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 2 }}
        gap="4"
        aria-label="Saved addresses"
      >
        {addresses.map((address) => (
          <AddressCard key={address.id} address={address} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
