import type { ReservedLine } from '@festive/contracts';
import { rateToBasisPoints } from './money';
import { lineSubtotal, priceOrder } from './order-pricing';

const line = (productId: string, price: string, quantity: number): ReservedLine => ({
  productId,
  quantity,
  price,
  name: productId,
  sku: null,
  image: '/objects/x.svg',
  hsnCode: null,
  gstRate: null,
});

describe('tax rates', () => {
  it('reads GST rates as basis points', () => {
    expect(rateToBasisPoints('18')).toBe(1800);
    expect(rateToBasisPoints('12.5')).toBe(1250);
    expect(rateToBasisPoints('0.25')).toBe(25);
  });
});

describe('priceOrder', () => {
  const snapshot = [line('a', '499.50', 2), line('b', '0.10', 3)];

  it('sums catalog prices exactly, where floating point would not', () => {
    const priced = priceOrder(snapshot, [], '999.30');
    expect(priced.total).toBe('999.30');
    expect(priced.totalPaise).toBe(99930);
    expect(priced.totalDiffers).toBe(false);
    expect(lineSubtotal('0.10', 3)).toBe('0.30');
  });

  it('names each line whose cart price is not the current price, and a wrong total', () => {
    const priced = priceOrder(
      snapshot,
      [
        { id: 'a', price: '399.50', quantity: 2 },
        { id: 'b', price: '0.1', quantity: 3 },
      ],
      '799.30',
    );
    expect(priced.changedPrices).toEqual([{ id: 'a', price: '499.50' }]);
    expect(priced.totalDiffers).toBe(true);
  });
});
