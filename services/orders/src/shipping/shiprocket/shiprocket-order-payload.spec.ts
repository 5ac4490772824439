import { shiprocketOrderDate, shiprocketOrderPayload, tenDigitPhone } from './shiprocket-order-payload';

describe('Shiprocket adhoc order payload', () => {
  const order = {
    id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
    orderNumber: 100040,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    customerName: 'Asha  Kumari Rao',
    customerEmail: 'asha@example.in',
    customerPhone: '+91 98765 43210',
    customerAddress: '12 MG Road, Koregaon Park',
    customerCity: 'Pune',
    customerState: 'Maharashtra',
    customerPincode: '411001',
    total: '1048.50',
    paymentMethod: 'COD' as const,
    items: [
      {
        productId: 'p-1',
        productName: 'Brass Diya',
        productSku: 'FH001',
        quantity: 2,
        price: '499.50',
        hsnCode: '7419',
      },
      {
        productId: 'p-2',
        productName: 'Rakhi',
        productSku: null,
        quantity: 1,
        price: '49.50',
        hsnCode: null,
      },
    ],
  };
  const parcel = {
    pickupLocation: 'Primary',
    lengthCm: '20',
    breadthCm: '15',
    heightCm: '10',
    weightKg: '0.5',
  };

  it('carries every field Shiprocket requires, prices as exact decimals', () => {
    expect(shiprocketOrderPayload(order, parcel)).toEqual({
      order_id: 'FG-100040',
      order_date: '2026-11-20 15:30',
      pickup_location: 'Primary',
      billing_customer_name: 'Asha',
      billing_last_name: 'Kumari Rao',
      billing_address: '12 MG Road, Koregaon Park',
      billing_city: 'Pune',
      billing_pincode: '411001',
      billing_state: 'Maharashtra',
      billing_country: 'India',
      billing_email: 'asha@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        { name: 'Brass Diya', sku: 'FH001', units: 2, selling_price: '499.50', hsn: '7419' },
        { name: 'Rakhi', sku: 'p-2', units: 1, selling_price: '49.50' },
      ],
      payment_method: 'COD',
      sub_total: '1048.50',
      length: '20',
      breadth: '15',
      height: '10',
      weight: '0.5',
    });
  });

  it('writes the order date in India time', () => {
    expect(shiprocketOrderDate(new Date('2026-03-31T20:00:00Z'))).toBe('2026-04-01 01:30');
  });

  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('calls %s as %s', (phone, expected) => {
    expect(tenDigitPhone(phone)).toBe(expected);
  });
});
