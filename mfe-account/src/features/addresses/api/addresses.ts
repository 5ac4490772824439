import { apiLoadOrNull, useQuery } from '@festive/web-kit';
import { addressesResponseSchema, type Address } from '@festive/contracts';

/** GET /api/addresses: requested only on the addresses tab (spec §7). */
export async function fetchAddresses(): Promise<Address[]> {
  return (await apiLoadOrNull('/api/addresses', addressesResponseSchema)) ?? [];
}

export function useAddresses() {
  return useQuery({ queryKey: ['/api/addresses'], queryFn: fetchAddresses });
}
