import { couriersFor, orderErrors, shiprocketDate } from './shiprocket-rules';

describe('sandbox courier network', () => {
  const now = new Date('2026-11-20T10:00:00Z');

  it('serves ordinary pincodes with cash on delivery', () => {
    const couriers = couriersFor('400001', now);
    expect(couriers.length).toBeGreaterThan(0);
    expect(couriers.every((c) => c.cod === 1)).toBe(true);
    expect(couriers.map((c) => c.etd)).toEqual(['Nov 25, 2026', 'Nov 23, 2026']);
  });

  it('places a pincode of its directory in its city and state, on every courier', () => {
    expect(
      couriersFor('411001', now).map(({ postcode, city, state }) => ({ postcode, city, state })),
    ).toEqual([
      { postcode: '411001', city: 'Pune', state: 'Maharashtra' },
      { postcode: '411001', city: 'Pune', state: 'Maharashtra' },
    ]);
    expect(couriersFor('982001', now)[0]).toMatchObject({ city: '', state: '' });
  });

  it('serves pincodes starting 98 without COD and none starting 99', () => {
    expect(couriersFor('982001', now).every((c) => c.cod === 0)).toBe(true);
    expect(couriersFor('990001', now)).toEqual([]);
    expect(couriersFor('12345', now)).toEqual([]);
  });

  it('writes dates the way Shiprocket does', () => {
    expect(shiprocketDate(new Date('2027-01-05T00:00:00Z'))).toBe('Jan 05, 2027');
  });
});

describe('adhoc order checks', () => {
  const complete = {
    order_id: 'a1',
    order_date: '2026-11-20 10:00',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha',
    billing_address: '12 MG Road',
    billing_city: 'Pune',
    billing_pincode: '411001',
    billing_state: 'Maharashtra',
    billing_country: 'India',
    billing_email: 'asha@example.in',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [{ name: 'Diya', sku: 'FH001', units: 1, selling_price: '499.00' }],
    payment_method: 'COD',
    sub_total: 499,
    length: 20,
    breadth: 15,
    height: 10,
    weight: 0.5,
  };

  it('accepts an order with every required field', () => {
    expect(orderErrors(complete)).toEqual({});
  });

  it('names each missing field, including inside the items', () => {
    const { billing_city: _city, ...rest } = complete;
    expect(
      orderErrors({ ...rest, payment_method: 'Cash', order_items: [{ name: 'Diya', units: 1 }] }),
    ).toEqual({
      billing_city: ['The billing city field is required.'],
      payment_method: ['The payment method must be COD or Prepaid.'],
      'order_items.0.sku': ['The sku field is required.'],
      'order_items.0.selling_price': ['The selling_price field is required.'],
    });
  });
});
