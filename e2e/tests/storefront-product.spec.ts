import { expect, test } from '@playwright/test';
import { imageSources } from '@festive/contracts';
import { AdminFixtures, SEED_PICTURE, rupees } from '../support/storefront';

// The /products/{id} page, and what a card click logs.

test.describe('product page', () => {
  let admin: AdminFixtures;
  test.beforeEach(async ({ request }) => {
    admin = await AdminFixtures.open(request);
  });
  test.afterEach(async () => {
    await admin.removeAll();
  });

  test('a card leads to its page (the click is logged); add to cart from there', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    // A gift of this test's own: other journeys add and remove products meanwhile, so whichever
    // card comes first may be gone by the time it is opened.
    const product = await admin.product({
      name: `Card Click Lantern ${Date.now()}`,
      description: 'A paper lantern opened from its card',
      stock: 5,
    });
    const id = product.id;
    await page.goto('/');
    const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`);
    await card.getByTestId('product-link').click();
    await expect(page).toHaveURL(`/products/${id}`);
    expect(logs).toContain(`Product clicked ${id}`);

    const view = page.getByTestId('product-page');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(view.getByTestId('product-price')).toHaveText(rupees(product.price));
    await expect(view.getByText(product.description)).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} · Festival Gifts`);
    await view.getByTestId('add-to-cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line').filter({ hasText: product.name })).toBeVisible();
    await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  });

  test('gallery, tags, sizes, colour, material and the stock states', async ({ page }) => {
    const stamp = Date.now();
    const second = '/objects/seed/diwali-dry-fruit-hamper.svg';
    const lamp = await admin.product({
      name: `Brass Lamp ${stamp}`,
      description: 'Hand-beaten brass, made in Moradabad',
      price: '1299.50',
      images: [second],
      tags: ['Diwali', 'Housewarming'],
      sizeOptions: 'S, M, L',
      color: 'Antique gold',
      material: 'Brass',
      stock: 3,
    });
    await page.goto(`/products/${lamp.id}`);
    const view = page.getByTestId('product-page');
    await expect(view.getByTestId('product-price')).toHaveText('₹1,300');
    await expect(view.getByTestId('product-stock')).toHaveText('Only 3 left');
    await expect(view.getByTestId('product-tags')).toHaveText(/Diwali\s*Housewarming/);
    await expect(view.getByTestId('product-sizes').getByText('M', { exact: true })).toBeVisible();
    await expect(view.getByText('Antique gold')).toBeVisible();
    await expect(view.getByText('Brass', { exact: true })).toBeVisible();
    const main = view.getByTestId('product-main-image').getByRole('img');
    // The gallery shows WebP copies of the demo pictures, never the SVGs themselves.
    await expect(main).toHaveAttribute('src', imageSources(SEED_PICTURE, 'gallery').src);
    await view.getByRole('button', { name: 'Picture 2 of 2' }).click();
    await expect(main).toHaveAttribute('src', imageSources(second, 'gallery').src);
    await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);

    const plenty = await admin.product({ name: `Diya Set ${stamp}`, stock: 40 });
    await page.goto(`/products/${plenty.id}`);
    await expect(view.getByTestId('product-stock')).toHaveText('In stock');

    const gone = await admin.product({ name: `Sold Out Toran ${stamp}`, stock: 0 });
    await page.goto(`/products/${gone.id}`);
    await expect(view.getByTestId('product-stock')).toHaveText('Out of stock');
    await expect(view.getByTestId('add-to-cart-button')).toBeDisabled();
    await expect(view.getByTestId('add-to-cart-button')).toHaveText('Out of stock');
  });

  test('an unknown id shows the 404 page', async ({ page }) => {
    for (const id of ['0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55', 'not-a-product']) {
      await page.goto(`/products/${id}`);
      const notFound = page.getByTestId('product-not-found');
      await expect(notFound.getByText('404 Page Not Found')).toBeVisible();
      await expect(notFound.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page.getByTestId('site-header')).toBeVisible();
    }
  });
});
