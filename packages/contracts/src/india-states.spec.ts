import {
  INDIA_STATES_AND_UTS,
  INDIAN_STATES,
  INDIAN_UNION_TERRITORIES,
  createAddressSchema,
  freeShippingShortfallPaise,
  isIndianState,
  officialStateName,
} from './index';

describe('India states and union territories', () => {
  it('lists 28 states and 8 union territories, 36 in all, each once', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(INDIA_STATES_AND_UTS).size).toBe(36);
  });

  it('reads common spellings as the official name', () => {
    expect(officialStateName(' maharashtra ')).toBe('Maharashtra');
    expect(officialStateName('Orissa')).toBe('Odisha');
    expect(officialStateName('New  Delhi')).toBe('Delhi');
    expect(officialStateName('Atlantis')).toBeNull();
    expect(isIndianState('Maharashtra')).toBe(true);
    expect(isIndianState('maharashtra')).toBe(false);
  });

  it('an address keeps the official name and refuses a state outside the list', () => {
    const base = { address: '12 MG Road', city: 'Pune', pincode: '411001' };
    expect(createAddressSchema.parse({ ...base, state: 'pondicherry' }).state).toBe('Puducherry');
    const refused = createAddressSchema.safeParse({ ...base, state: 'Atlantis' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['state'],
      message: 'Please choose a state or union territory from the list',
    });
    expect(createAddressSchema.safeParse({ ...base, state: 'M' }).error?.issues[0]?.message).toBe(
      'State must be at least 2 characters',
    );
  });
});

describe('free shipping', () => {
  it('is free only over ₹500, and says the whole rupees that take a cart over', () => {
    expect(freeShippingShortfallPaise(50_001)).toBe(0);
    expect(freeShippingShortfallPaise(50_000)).toBe(100);
    expect(freeShippingShortfallPaise(34_900)).toBe(15_200);
    expect(freeShippingShortfallPaise(0)).toBe(50_100);
  });
});
