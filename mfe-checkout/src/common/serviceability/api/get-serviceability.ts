import { apiRequest, useQuery } from '@festive/web-kit';
import { serviceabilitySchema, type Serviceability } from '@festive/contracts';

const SIX_DIGITS = /^\d{6}$/;

/** GET /api/shipping/serviceability/{pincode}: can the courier reach it, and with cash on delivery? */
export function fetchServiceability(pincode: string): Promise<Serviceability> {
  return apiRequest(`/api/shipping/serviceability/${encodeURIComponent(pincode)}`, serviceabilitySchema);
}

/**
 * The pincode check the delivery form and the payment step show. It runs only for a complete
 * six-digit pincode, so typing "4000" never asks the courier about a half-written code.
 */
export function useServiceability(pincode: string | null) {
  const complete = pincode !== null && SIX_DIGITS.test(pincode);
  return useQuery({
    queryKey: ['/api/shipping/serviceability', pincode],
    queryFn: () => fetchServiceability(pincode ?? ''),
    enabled: complete,
  });
}
