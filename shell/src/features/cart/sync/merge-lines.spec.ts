import type { CartLine } from '@festive/contracts';
import { cartBody, cartKey, mergeCarts } from './merge-lines';

const line = (id: string, quantity: number, stock?: number) => ({
  id,
  name: `Gift ${id}`,
  price: '100.00',
  image: `/objects/${id}.svg`,
  quantity,
  ...(stock === undefined ? {} : { stock }),
});
const stored = (id: string, quantity: number, stock: number): CartLine => ({ ...line(id, quantity), stock });
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('merging the visitor cart into the stored cart on sign-in', () => {
  it('adds quantities of a product in both, up to its stock, and appends the rest', () => {
    const merged = mergeCarts([stored(A, 2, 3)], [line(A, 2), line(B, 1)]);
    expect(merged.map(({ id, quantity }) => [id, quantity])).toEqual([
      [A, 3],
      [B, 1],
    ]);
  });

  it('with an empty visitor cart keeps the stored one', () => {
    expect(mergeCarts([stored(A, 2, 9)], [])).toEqual([stored(A, 2, 9)]);
  });

  it('never sends more than 100 of a line', () => {
    expect(cartBody([line(A, 150)])).toEqual({ items: [{ productId: A, quantity: 100 }] });
    expect(cartKey([line(A, 1, 5)])).toBe(cartKey([line(A, 1)]));
  });
});
