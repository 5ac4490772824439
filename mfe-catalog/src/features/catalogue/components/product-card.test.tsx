import { screen } from '@testing-library/react';
import { DEFAULT_CURRENCY, type Product } from '@festive/contracts';
import { useCartStore } from '@festive/web-kit';
import { json, renderWithShop, stubFetch } from '@festive/web-kit/testing';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';

const diya: Product = {
  id: '2e4c6a8b-0d1f-4a3c-9e5b-7d9f1b3c5e7a',
  sku: 'FD001',
  name: 'Brass Diya Set',
  description: 'Five hand-cast brass diyas',
  price: '1249.00',
  image: '/objects/uploads/7c5a3e1f-9b7d-4f2a-8c6e-4a2c0e8b6d4f',
  images: null,
  category: 'Home & Decor',
  subcategory: 'Home & Decor',
  tags: ['Diwali'],
  occasion: 'Festivals',
  stock: 5,
  sizeOptions: null,
  color: null,
  material: null,
  hsnCode: '7419',
  gstRate: 12,
};

const priced = (price: string, id = diya.id): Product => ({ ...diya, id, price });

beforeEach(() => useCartStore.setState({ items: [], owner: null, isOpen: false }));

describe('ProductCard', () => {
  it.each([
    ['1249.00', '₹1,249'],
    ['125000.00', '₹1,25,000'],
    ['12345678.00', '₹1,23,45,678'],
    ['749.50', '₹750'],
    ['99.00', '₹99'],
  ])('shows %s as %s: whole rupees, Indian grouping', async (price, shown) => {
    stubFetch({});
    await renderWithShop(<ProductCard product={priced(price)} currency={DEFAULT_CURRENCY} eager />);
    expect(screen.getByTestId('product-price').textContent).toBe(shown);
  });

  it('converts to the shopper’s currency, with cents for dollars', async () => {
    stubFetch({});
    await renderWithShop(
      <ProductCard product={priced('1249.00')} currency={{ rate: 0.012, symbol: '$', code: 'USD' }} eager />,
    );
    expect(screen.getByTestId('product-price').textContent).toBe('$14.99');
  });

  it('sizes its picture before it loads, and loads it at once only when asked', async () => {
    stubFetch({});
    const { unmount } = await renderWithShop(
      <ProductCard product={diya} currency={DEFAULT_CURRENCY} eager />,
    );
    const image = screen.getByTestId('product-card').querySelector('img');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'eager');
    unmount();
    await renderWithShop(<ProductCard product={diya} currency={DEFAULT_CURRENCY} eager={false} />);
    expect(screen.getByTestId('product-card').querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('points the browser at resized copies that fit a phone, never the uploaded original', async () => {
    stubFetch({});
    await renderWithShop(<ProductCard product={diya} currency={DEFAULT_CURRENCY} eager={false} />);
    const image = screen.getByTestId('product-card').querySelector('img')!;
    const widths = [320, 640, 1024, 1920];
    expect(image.getAttribute('srcset')).toBe(widths.map((w) => `${diya.image}.w${w}.webp ${w}w`).join(', '));
    expect(image.getAttribute('src')).toBe(`${diya.image}.w640.webp`);
    // On a 375 px phone the card is the page's width less its 16 px margins.
    expect(image.getAttribute('sizes')).toMatch(/, calc\(100vw - 32px\)$/);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows a picture without resized copies (one elsewhere) as it is', async () => {
    stubFetch({});
    const elsewhere = { ...diya, image: 'https://images.example.in/brass-diya-set.svg' };
    await renderWithShop(<ProductCard product={elsewhere} currency={DEFAULT_CURRENCY} eager />);
    const image = screen.getByTestId('product-card').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://images.example.in/brass-diya-set.svg');
    expect(image.hasAttribute('srcset')).toBe(false);
    expect(image.hasAttribute('sizes')).toBe(false);
  });

  it("shows a demo picture (the seed's SVG) from its WebP copies", async () => {
    stubFetch({});
    const seeded = { ...diya, image: '/objects/seed/brass-diya-set.svg' };
    await renderWithShop(<ProductCard product={seeded} currency={DEFAULT_CURRENCY} eager />);
    const image = screen.getByTestId('product-card').querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/objects/seed/brass-diya-set.svg.w640.webp');
    expect(image.getAttribute('srcset')).toContain('/objects/seed/brass-diya-set.svg.w320.webp 320w');
  });

  it('links to the product page and adds to the cart', async () => {
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    stubFetch({});
    const { user, history } = await renderWithShop(
      <ProductCard product={diya} currency={DEFAULT_CURRENCY} eager />,
    );
    expect(screen.getByTestId('product-link')).toHaveAttribute('href', `/products/${diya.id}`);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Brass Diya Set' }));
    expect(useCartStore.getState().items).toEqual([
      { id: diya.id, name: diya.name, price: diya.price, image: diya.image, quantity: 1, stock: 5 },
    ]);
    // The add button does not open the product page.
    expect(history).toEqual(['/']);
    await user.click(screen.getByTestId('product-link'));
    expect(history.at(-1)).toBe(`/products/${diya.id}`);
    // A click on the card is logged (the add button's click stays its own).
    expect(log.mock.calls).toEqual([['Product clicked', diya.id]]);
  });

  it('cannot add a sold-out product', async () => {
    stubFetch({});
    await renderWithShop(<ProductCard product={{ ...diya, stock: 0 }} currency={DEFAULT_CURRENCY} eager />);
    const button = screen.getByRole('button', { name: 'Out of stock: Brass Diya Set' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Out of stock');
  });
});

describe('ProductGrid', () => {
  it('prices every card in the currency the shop answers, rupees until then', async () => {
    let answer: () => void = () => undefined;
    stubFetch({
      'GET /api/currency': () =>
        new Promise((resolve) => {
          answer = () => resolve(json({ countryCode: 'GB', rate: 0.0095, symbol: '£', code: 'GBP' }));
        }),
    });
    await renderWithShop(<ProductGrid products={[priced('1000.00'), priced('250.00', 'other-id')]} />);
    expect(screen.getAllByTestId('product-price').map((price) => price.textContent)).toEqual([
      '₹1,000',
      '₹250',
    ]);
    answer();
    expect(await screen.findByText('£9.50')).toBeInTheDocument();
    expect(screen.getByText('£2.38')).toBeInTheDocument();
  });

  it('loads the pictures of the first row at once and the rest lazily', async () => {
    stubFetch({});
    const products = Array.from({ length: 6 }, (_, index) => priced('100.00', `id-${index}`));
    await renderWithShop(<ProductGrid products={products} />);
    const loading = screen.getAllByTestId('product-card').map((card) => card.querySelector('img')?.loading);
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
