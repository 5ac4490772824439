import {
  deliveryDetailsSchema,
  isIndianState,
  officialStateName,
  type Address,
  type DeliveryDetails,
} from '@festive/contracts';

/**
 * The rules of the delivery form (/delivery-details: fields, address selection, messages),
 * apart from React so they can be tested alone.
 */
export const DELIVERY_FIELDS = ['name', 'phone', 'email', 'address', 'city', 'state', 'pincode'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];
export type DeliveryValues = Record<DeliveryField, string>;
export type FieldErrors = Partial<Record<DeliveryField, string>>;

export const PROFILE_FIELDS = ['name', 'phone', 'email'] as const satisfies readonly DeliveryField[];
export const ADDRESS_FIELDS = [
  'address',
  'city',
  'state',
  'pincode',
] as const satisfies readonly DeliveryField[];

export const EMPTY_VALUES: DeliveryValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
};

/** The radio choice: a saved address's id, 'new' ("Add New Address"), or nothing chosen yet. */
export const NEW_ADDRESS = 'new';
export type AddressChoice = string | null;

export type ValidationResult = { ok: true; details: DeliveryDetails } | { ok: false; errors: FieldErrors };

/** Checks the form with the contracts schema; each field gets its first message. */
export function validateDelivery(values: DeliveryValues): ValidationResult {
  const parsed = deliveryDetailsSchema.safeParse(values);
  if (parsed.success) return { ok: true, details: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as DeliveryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * Which fields are view-only: the profile for a signed-in shopper, the address when a saved one
 * is chosen, except its state when that is not one of the official list (an address saved
 * before there was one), which the shopper then picks.
 */
export function lockedFields(
  signedIn: boolean,
  choice: AddressChoice,
  state?: string,
): ReadonlySet<DeliveryField> {
  const locked = new Set<DeliveryField>();
  if (signedIn) PROFILE_FIELDS.forEach((field) => locked.add(field));
  if (usesSavedAddress(choice)) {
    ADDRESS_FIELDS.forEach((field) => {
      if (field !== 'state' || state === undefined || isIndianState(state)) locked.add(field);
    });
  }
  return locked;
}

export const usesSavedAddress = (choice: AddressChoice): choice is string =>
  choice !== null && choice !== NEW_ADDRESS;

/** The continue button is disabled when a signed-in shopper with saved addresses has chosen neither. */
export const mustChooseAddress = (signedIn: boolean, savedCount: number, choice: AddressChoice) =>
  signedIn && savedCount > 0 && choice === null;

/**
 * Whether the typed address is saved once the phone is verified: for anything that is not one
 * of the saved addresses, so a first-time shopper finds it again at the next checkout.
 */
export const shouldSaveNewAddress = (choice: AddressChoice) => !usesSavedAddress(choice);

/** A saved address as form values; its state under the official name when it is written another way. */
export function addressValues(address: Address): Pick<DeliveryValues, (typeof ADDRESS_FIELDS)[number]> {
  return {
    address: address.address,
    city: address.city,
    state: officialStateName(address.state) ?? address.state,
    pincode: address.pincode,
  };
}

/** The saved address the stored details point at, when they match one exactly. */
export function matchingAddress(addresses: Address[], values: DeliveryValues): Address | undefined {
  return addresses.find((a) => {
    const saved = addressValues(a);
    // A state saved off the list was picked again by the shopper: the rest must match.
    return ADDRESS_FIELDS.every(
      (field) => saved[field] === values[field] || (field === 'state' && !isIndianState(saved.state)),
    );
  });
}

/**
 * The city and state a pincode lookup found, applied to the form: a field is filled when it is
 * empty or still holds what the previous lookup put there, never over what the shopper typed.
 */
export function withPlace(
  values: DeliveryValues,
  previous: Partial<Pick<DeliveryValues, 'city' | 'state'>>,
  place: { city?: string | null; state?: string | null },
): Pick<DeliveryValues, 'city' | 'state'> {
  const pick = (field: 'city' | 'state', found: string | null | undefined) =>
    found && (values[field].trim() === '' || values[field] === previous[field]) ? found : values[field];
  return { city: pick('city', place.city), state: pick('state', place.state) };
}
