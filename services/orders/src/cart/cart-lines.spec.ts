import type { ProductSnapshot } from '@festive/contracts';
import { duplicateProduct, linesChanged, settleLines } from './cart-lines';

const snapshot = (id: string, stock: number): ProductSnapshot => ({
  id,
  name: `Product ${id}`,
  price: '199.00',
  image: `/objects/${id}.svg`,
  stock,
});
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('settling a cart against the catalogue', () => {
  const catalogue = new Map([
    [A, snapshot(A, 5)],
    [B, snapshot(B, 0)],
  ]);

  it('caps quantities at stock and drops sold-out and unknown products, keeping order', () => {
    const wanted = [
      { productId: C, quantity: 1 },
      { productId: A, quantity: 9 },
      { productId: B, quantity: 1 },
    ];
    const settled = settleLines(wanted, catalogue);
    expect(settled).toEqual([{ ...snapshot(A, 5), quantity: 5 }]);
    expect(linesChanged(wanted, settled)).toBe(true);
  });

  it('leaves a cart within stock unchanged', () => {
    const wanted = [{ productId: A, quantity: 2 }];
    expect(linesChanged(wanted, settleLines(wanted, catalogue))).toBe(false);
  });

  it('finds a product listed twice', () => {
    expect(
      duplicateProduct([
        { productId: A, quantity: 1 },
        { productId: B, quantity: 1 },
        { productId: A, quantity: 2 },
      ]),
    ).toBe(A);
    expect(duplicateProduct([{ productId: A, quantity: 1 }])).toBeUndefined();
  });
});
