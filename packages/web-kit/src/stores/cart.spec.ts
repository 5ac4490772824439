import { canIncrease, countItems, useCartStore } from './cart';

const diya = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Brass Diya',
  price: '299.00',
  image: '/d.png',
};
const rakhi = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Silk Rakhi',
  price: '149.00',
  image: '/r.png',
};

describe('cart store', () => {
  beforeEach(() => useCartStore.setState({ items: [], owner: null, isOpen: false }));
  const state = () => useCartStore.getState();

  it('adds with quantity 1, raises the quantity of a product already there, and opens the panel', () => {
    state().add(diya);
    expect(state().isOpen).toBe(true);
    state().setOpen(false);
    state().add(diya);
    state().add(rakhi);
    expect(state().items).toEqual([
      { ...diya, quantity: 2 },
      { ...rakhi, quantity: 1 },
    ]);
    expect(state().isOpen).toBe(true);
    expect(countItems(state().items)).toBe(3);
  });

  it('decreases with a floor of 0 that removes the line', () => {
    state().add(diya);
    state().increase(diya.id);
    state().decrease(diya.id);
    expect(state().items[0]?.quantity).toBe(1);
    state().decrease(diya.id);
    expect(state().items).toEqual([]);
  });

  it('removes and clears', () => {
    state().add(diya);
    state().add(rakhi);
    state().remove(diya.id);
    expect(state().items.map((item) => item.id)).toEqual([rakhi.id]);
    state().clear();
    expect(countItems(state().items)).toBe(0);
  });
});

describe('cart store: stock and fresh prices (beyond the spec)', () => {
  beforeEach(() => useCartStore.setState({ items: [], owner: null, isOpen: false }));
  const state = () => useCartStore.getState();

  it('never goes above the stock, by adding or by increasing', () => {
    state().add({ ...diya, stock: 2 });
    state().add({ ...diya, stock: 2 });
    state().add({ ...diya, stock: 2 });
    state().increase(diya.id);
    expect(state().items).toEqual([{ ...diya, stock: 2, quantity: 2 }]);
    expect(canIncrease(state().items[0]!)).toBe(false);
  });

  it('does not add a sold-out product, but still opens the panel', () => {
    state().add({ ...rakhi, stock: 0 });
    expect(state().items).toEqual([]);
    expect(state().isOpen).toBe(true);
  });

  it('takes the latest price and stock when a product is added again', () => {
    state().add({ ...diya, stock: 5 });
    state().add({ ...diya, price: '279.00', stock: 1 });
    expect(state().items).toEqual([{ ...diya, price: '279.00', stock: 1, quantity: 1 }]);
  });

  it('lines of unknown stock can always grow', () => {
    state().add(diya);
    expect(canIncrease(state().items[0]!)).toBe(true);
  });

  it('replaces every line and records whose cart they are', () => {
    state().add(diya);
    state().replaceAll([{ ...rakhi, quantity: 3, stock: 9 }], 'user-1');
    expect(state()).toMatchObject({ items: [{ ...rakhi, quantity: 3, stock: 9 }], owner: 'user-1' });
  });
});
