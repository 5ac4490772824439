import type { DeliveryDetails } from '@festive/contracts';
import type { QueryClient } from '@festive/web-kit';
import { ADDRESSES_QUERY_KEY, createAddress } from './api/addresses';
import { markNewAddressSaved, readSaveNewAddress } from './delivery-details-storage';

/**
 * After verification, the address typed as new is saved to the now signed-in account (
 * POST /api/addresses with isDefault 0). A failure only costs the saved card, never the order,
 * so it is logged and checkout goes on.
 */
export async function saveAddressAfterSignIn(
  details: DeliveryDetails,
  queryClient: QueryClient,
): Promise<void> {
  if (!readSaveNewAddress()) return;
  try {
    await createAddress({
      address: details.address,
      city: details.city,
      state: details.state,
      pincode: details.pincode,
      isDefault: 0,
    });
    markNewAddressSaved();
    await queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY });
  } catch (error) {
    console.error('Could not save the new address', error);
  }
}
