import { screen, within } from '@testing-library/react';
import { stubFetch, renderWithShop } from '@festive/web-kit/testing';
import { ProductGallery } from './product-gallery';

const photo = '/objects/uploads/3f2a9c1e-5b7d-4e8f-a1c3-6d9e2b4f8a0c';
const external = 'https://images.example.in/dry-fruit-hamper.svg';
const seeded = '/objects/seed/diwali-dry-fruit-hamper.svg';
const widths = [320, 640, 1024, 1920];
const srcsetOf = (path: string) => widths.map((w) => `${path}.w${w}.webp ${w}w`).join(', ');

describe('ProductGallery', () => {
  it('fetches the main picture first, at once, from the copy that fits the page', async () => {
    stubFetch({});
    await renderWithShop(<ProductGallery images={[photo, seeded]} name="Brass Diya Set" />);
    const main = within(screen.getByTestId('product-main-image')).getByRole('img');
    expect(main).toHaveAttribute('src', `${photo}.w1024.webp`);
    expect(main).toHaveAttribute('srcset', srcsetOf(photo));
    // Full width on phones, half the page beside the details from 48em.
    expect(main).toHaveAttribute(
      'sizes',
      expect.stringMatching(/\(min-width: 48em\) calc\(50vw - 48px\), calc\(100vw - 32px\)$/),
    );
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    // Its square is reserved before it loads.
    expect(main).toHaveAttribute('width', '720');
    expect(main).toHaveAttribute('height', '720');
  });

  it('loads 72 px thumbnails lazily from the smallest copy; a picture elsewhere as it is', async () => {
    stubFetch({});
    const { user } = await renderWithShop(
      <ProductGallery images={[photo, external]} name="Brass Diya Set" />,
    );
    // Decorative (the buttons name them), so not in the accessibility tree as images.
    const thumbnails = [...screen.getByRole('group', { name: 'Product pictures' }).querySelectorAll('img')];
    expect(thumbnails.map((image) => image.getAttribute('sizes'))).toEqual(['72px', null]);
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual([`${photo}.w320.webp`, external]);
    expect(thumbnails.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Picture 2 of 2' }));
    const main = within(screen.getByTestId('product-main-image')).getByRole('img');
    expect(main).toHaveAttribute('src', external);
    expect(main).not.toHaveAttribute('srcset');
  });

  it("shows a demo picture (the seed's SVG) from its WebP copies too", async () => {
    stubFetch({});
    await renderWithShop(<ProductGallery images={[seeded]} name="Dry Fruit Hamper" />);
    const main = within(screen.getByTestId('product-main-image')).getByRole('img');
    expect(main).toHaveAttribute('src', `${seeded}.w1024.webp`);
    expect(main).toHaveAttribute('srcset', srcsetOf(seeded));
  });
});
