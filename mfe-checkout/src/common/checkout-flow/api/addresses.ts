import {
  addressSchema,
  addressesResponseSchema,
  type Address,
  type CreateAddressRequest,
} from '@festive/contracts';
import { apiLoadOrNull, apiRequest, useQuery } from '@festive/web-kit';

/** The same key the account page uses, so a change in one place refreshes the other. */
export const ADDRESSES_QUERY_KEY = ['/api/addresses'] as const;

/** GET /api/addresses: the signed-in customer's saved addresses (none for a visitor: 401 → []). */
export async function fetchAddresses(): Promise<Address[]> {
  return (await apiLoadOrNull('/api/addresses', addressesResponseSchema)) ?? [];
}

/** Requested only for a signed-in shopper. */
export function useSavedAddresses(signedIn: boolean) {
  return useQuery({ queryKey: ADDRESSES_QUERY_KEY, queryFn: fetchAddresses, enabled: signedIn });
}

/** POST /api/addresses {address, city, state, pincode, isDefault: 0}. */
export function createAddress(input: CreateAddressRequest): Promise<Address> {
  return apiRequest('/api/addresses', addressSchema, { method: 'POST', body: input });
}
