import { apiLoadOrNull, useQuery } from '@festive/web-kit';
import { addressesResponseSchema, type Address } from '@festive/contracts';

/** The key checkout uses too, so a change here refreshes its saved-address list as well. */
export const ADDRESSES_QUERY_KEY = ['/api/addresses'] as const;

/** GET /api/addresses: requested only on the addresses tab. */
export async function fetchAddresses(): Promise<Address[]> {
  return (await apiLoadOrNull('/api/addresses', addressesResponseSchema)) ?? [];
}

export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_QUERY_KEY, queryFn: fetchAddresses });
}
