import { type FormEvent, useState } from 'react';
import { type DeliveryDetails } from '@festive/contracts';
import { useSession } from '@festive/web-kit';
import { useSavedAddresses } from '../../common/checkout-flow/api/addresses';
import { readDeliveryDetails } from '../../common/checkout-flow/delivery-details-storage';
import {
  ADDRESS_FIELDS,
  type AddressChoice,
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryValues,
  EMPTY_VALUES,
  NEW_ADDRESS,
  addressValues,
  lockedFields,
  matchingAddress,
  mustChooseAddress,
  usesSavedAddress,
  validateDelivery,
  withPlace,
} from './delivery-form-rules';

const BLANK_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Pick<
  DeliveryValues,
  (typeof ADDRESS_FIELDS)[number]
>;

/**
 * State of the /delivery-details form: values (a signed-in shopper's name, phone and e-mail come
 * from the profile), the saved-address choice, what is locked, and the spec's messages once a
 * submit was tried. Details stored earlier (back from "Change Phone Number") fill it again.
 */
export function useDeliveryForm() {
  const session = useSession();
  const signedIn = session.data?.loggedIn === true;
  const profile = signedIn ? (session.data?.user ?? null) : null;
  const saved = useSavedAddresses(signedIn);
  const addresses = signedIn ? (saved.data ?? []) : [];

  const [stored] = useState(readDeliveryDetails);
  const [typed, setTyped] = useState<DeliveryValues>(() => stored ?? EMPTY_VALUES);
  const [picked, setPicked] = useState<AddressChoice | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [placed, setPlaced] = useState<Partial<Pick<DeliveryValues, 'city' | 'state'>>>({});

  // Until the shopper picks, details stored earlier tell what they had chosen: the saved
  // address they match, else a new one (so coming back never wipes what was typed).
  const restored =
    stored && addresses.length > 0 ? (matchingAddress(addresses, typed)?.id ?? NEW_ADDRESS) : null;
  const choice: AddressChoice = picked !== undefined ? picked : restored;
  const values: DeliveryValues = profile
    ? { ...typed, name: profile.name, phone: profile.phone, email: profile.email }
    : typed;
  const savedState = usesSavedAddress(choice)
    ? addresses.find((candidate) => candidate.id === choice)?.state
    : undefined;
  const locked = lockedFields(signedIn, choice, savedState);
  const validation = validateDelivery(values);
  const errors = submitted && !validation.ok ? validation.errors : {};

  const setField = (field: DeliveryField, value: string) => {
    if (!locked.has(field)) setTyped((current) => ({ ...current, [field]: value }));
  };

  const choose = (next: string) => {
    setPicked(next);
    if (next === NEW_ADDRESS) {
      setTyped((current) => ({ ...current, ...BLANK_ADDRESS }));
      return;
    }
    const address = addresses.find((candidate) => candidate.id === next);
    if (address) setTyped((current) => ({ ...current, ...addressValues(address) }));
  };

  /** A pincode lookup's city and state, filled where the shopper has not typed their own. */
  const fillPlace = (place: { city?: string | null; state?: string | null }) => {
    if (locked.has('city') && locked.has('state')) return;
    const next = withPlace(typed, placed, place);
    if (locked.has('city')) next.city = typed.city;
    if (locked.has('state')) next.state = typed.state;
    setPlaced({ city: place.city ?? undefined, state: place.state ?? undefined });
    if (next.city !== typed.city || next.state !== typed.state)
      setTyped((current) => ({ ...current, ...next }));
  };

  /** Validates; answers the details when they may go on, else shows the messages and focuses the first. */
  const submit = (event: FormEvent<HTMLFormElement>): DeliveryDetails | null => {
    event.preventDefault();
    setSubmitted(true);
    if (validation.ok) return validation.details;
    const first = DELIVERY_FIELDS.find((field) => validation.errors[field]);
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return null;
  };

  return {
    signedIn,
    addresses,
    addressesLoading: signedIn && saved.isPending,
    choice,
    choose,
    values,
    setField,
    fillPlace,
    locked,
    errors,
    submit,
    needsChoice: mustChooseAddress(signedIn, addresses.length, choice),
  };
}
