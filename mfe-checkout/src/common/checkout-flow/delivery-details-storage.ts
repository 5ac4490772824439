import { deliveryDetailsSchema, type DeliveryDetails } from '@festive/contracts';

/**
 * The delivery details of the checkout flow live in session storage: they survive
 * a reload of any step but not the browser session. Anything unreadable counts as absent.
 */
export const DELIVERY_DETAILS_KEY = 'deliveryDetails';
/** The saveNewAddress flag, stored with the details: save the address once the phone is verified. */
export const SAVE_NEW_ADDRESS_KEY = 'saveNewAddress';

export function readDeliveryDetails(): DeliveryDetails | null {
  try {
    const raw = sessionStorage.getItem(DELIVERY_DETAILS_KEY);
    if (!raw) return null;
    const parsed = deliveryDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDeliveryDetails(details: DeliveryDetails, saveNewAddress: boolean): void {
  sessionStorage.setItem(DELIVERY_DETAILS_KEY, JSON.stringify(details));
  sessionStorage.setItem(SAVE_NEW_ADDRESS_KEY, JSON.stringify(saveNewAddress));
}

export function readSaveNewAddress(): boolean {
  return sessionStorage.getItem(SAVE_NEW_ADDRESS_KEY) === 'true';
}

/** Once the address is saved, a reload or a second verification must not save it again. */
export function markNewAddressSaved(): void {
  sessionStorage.setItem(SAVE_NEW_ADDRESS_KEY, 'false');
}
