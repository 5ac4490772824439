import { orderPayload, repriceCart } from './order-payload';
import { SAMPLE_DETAILS } from '../../common/testing/sample-details';

const details = SAMPLE_DETAILS;
const cart = {
  items: [
    { id: 'a', name: 'Diya', price: 499.5, image: '/objects/a.svg', quantity: 2 },
    { id: 'b', name: 'Rakhi', price: '0.10', image: '/objects/b.svg', quantity: 3 },
  ],
  total: 999.3,
  currency: { symbol: '₹', code: 'INR' },
};

describe('the order payload', () => {
  it('carries the spec fields, prices and the total as exact decimal strings', () => {
    expect(orderPayload(details, cart, 'COD')).toEqual({
      customerName: 'Asha Rao',
      customerEmail: 'asha@example.in',
      customerPhone: '+919876543210',
      customerAddress: '12 MG Road',
      customerCity: 'Pune',
      customerState: 'Maharashtra',
      customerPincode: '411001',
      total: '999.30',
      paymentMethod: 'COD',
      items: [
        { id: 'a', name: 'Diya', price: '499.50', image: '/objects/a.svg', quantity: 2 },
        { id: 'b', name: 'Rakhi', price: '0.10', image: '/objects/b.svg', quantity: 3 },
      ],
    });
  });

  it('takes the server’s prices after a 409', () => {
    const repriced = repriceCart(cart, [{ id: 'a', price: '549.00' }]);
    expect(repriced.items[0]!.price).toBe('549.00');
    expect(repriced.total).toBe(1098.3);
    expect(orderPayload(details, repriced, 'Prepaid').total).toBe('1098.30');
  });
});
