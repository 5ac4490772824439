import { DELIVERY_MESSAGES, type Address } from '@festive/contracts';
import {
  EMPTY_VALUES,
  NEW_ADDRESS,
  lockedFields,
  matchingAddress,
  mustChooseAddress,
  shouldSaveNewAddress,
  validateDelivery,
  withPlace,
} from './delivery-form-rules';
import { SAMPLE_DETAILS } from '../../common/testing/sample-details';

const good = SAMPLE_DETAILS;

describe('validateDelivery', () => {
  it('answers the trimmed details when everything is right', () => {
    expect(validateDelivery({ ...good, name: '  Asha Rao ' })).toEqual({ ok: true, details: good });
  });

  it('gives every field its spec message', () => {
    const result = validateDelivery(EMPTY_VALUES);
    expect(result).toEqual({ ok: false, errors: DELIVERY_MESSAGES });
  });

  it.each([
    ['phone', '+91 98765 4321', DELIVERY_MESSAGES.phone],
    ['phone', '98765432', DELIVERY_MESSAGES.phone],
    ['email', 'asha@', DELIVERY_MESSAGES.email],
    ['pincode', '41100', DELIVERY_MESSAGES.pincode],
    ['pincode', '41100a', DELIVERY_MESSAGES.pincode],
    ['address', 'Lane', DELIVERY_MESSAGES.address],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(validateDelivery({ ...good, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('accepts a phone with a plus and 10 to 15 digits', () => {
    expect(validateDelivery({ ...good, phone: '+919876543210' }).ok).toBe(true);
    expect(validateDelivery({ ...good, phone: '123456789012345' }).ok).toBe(true);
  });
});

describe('address selection rules', () => {
  it('locks name, phone and email only for a signed-in shopper', () => {
    expect([...lockedFields(false, null)]).toEqual([]);
    expect([...lockedFields(true, null)]).toEqual(['name', 'phone', 'email']);
    expect([...lockedFields(true, NEW_ADDRESS)]).toEqual(['name', 'phone', 'email']);
  });

  it('leaves the state of a saved address to pick when it is not on the official list', () => {
    expect(lockedFields(true, 'address-id', 'Maharashtra').has('state')).toBe(true);
    expect(lockedFields(true, 'address-id', 'Bombay Presidency').has('state')).toBe(false);
    expect(lockedFields(true, 'address-id', 'Bombay Presidency').has('city')).toBe(true);
  });

  it('fills city and state from a pincode lookup only where the shopper typed nothing of their own', () => {
    const place = { city: 'Pune', state: 'Maharashtra' };
    expect(withPlace(EMPTY_VALUES, {}, place)).toEqual(place);
    expect(withPlace({ ...EMPTY_VALUES, city: 'Hadapsar' }, {}, place)).toEqual({
      city: 'Hadapsar',
      state: 'Maharashtra',
    });
    // What the previous lookup filled gives way to the next one.
    expect(withPlace({ ...EMPTY_VALUES, ...place }, place, { city: 'Mumbai', state: 'Maharashtra' })).toEqual(
      {
        city: 'Mumbai',
        state: 'Maharashtra',
      },
    );
    expect(withPlace(EMPTY_VALUES, {}, { city: null, state: null })).toEqual({ city: '', state: '' });
  });

  it('locks the address fields while a saved address is chosen', () => {
    expect([...lockedFields(true, 'address-id')]).toEqual([
      'name',
      'phone',
      'email',
      'address',
      'city',
      'state',
      'pincode',
    ]);
  });

  it('asks a signed-in shopper with saved addresses to choose one or a new one', () => {
    expect(mustChooseAddress(true, 2, null)).toBe(true);
    expect(mustChooseAddress(true, 2, NEW_ADDRESS)).toBe(false);
    expect(mustChooseAddress(true, 2, 'address-id')).toBe(false);
    expect(mustChooseAddress(true, 0, null)).toBe(false);
    expect(mustChooseAddress(false, 0, null)).toBe(false);
  });

  it('saves the address after verification unless a saved one was chosen', () => {
    expect(shouldSaveNewAddress(null)).toBe(true);
    expect(shouldSaveNewAddress(NEW_ADDRESS)).toBe(true);
    expect(shouldSaveNewAddress('address-id')).toBe(false);
  });

  it('finds the saved address stored details point at', () => {
    const saved: Address = {
      id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
      userId: '5f0c8a2e-3b1d-4e6f-9a7b-2c4d6e8f0a1b',
      address: good.address,
      city: good.city,
      state: good.state,
      pincode: good.pincode,
      isDefault: 1,
    };
    expect(matchingAddress([saved], good)).toBe(saved);
    expect(matchingAddress([saved], { ...good, pincode: '411002' })).toBeUndefined();
  });
});
