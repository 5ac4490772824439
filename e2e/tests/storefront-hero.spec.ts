import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@festive/contracts';
import { AdminFixtures } from '../support/storefront';

// The hero carousel, autoplaying every 5000 ms.

const hero = (page: Page) => page.getByTestId('hero-carousel');
const active = (page: Page) => hero(page).locator('[data-testid="hero-slide"][data-active="true"]');
const activeTitle = (page: Page) => active(page).getByRole('heading', { level: 2 });

/**
 * Records in the page when each slide title first becomes the active one: the carousel counts
 * from when it is drawn, which may be while the page's first view still covers it.
 */
function recordActiveTitles(page: Page) {
  return page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { activeTitlesAt: Record<string, number> }).activeTitlesAt = seen;
    new MutationObserver(() => {
      const title = document.querySelector('[data-testid="hero-slide"][data-active="true"] h2')?.textContent;
      if (title && !(title in seen)) seen[title] = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

test('three fixed slides that advance by themselves and by their controls, looping', async ({ page }) => {
  await recordActiveTitles(page);
  await page.goto('/');
  await expect(hero(page)).toHaveAttribute('data-source', 'fixed');
  await expect(hero(page).getByTestId('hero-slide')).toHaveCount(LIMITS.heroSlides);
  await expect(hero(page).getByTestId('hero-dot')).toHaveCount(LIMITS.heroSlides);
  await expect(activeTitle(page)).toHaveText('Light Up This Diwali');
  await expect(active(page).getByRole('button', { name: 'Shop Now' })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // By itself, every 5 seconds.
  await expect(activeTitle(page)).toHaveText('Handcrafted by Indian Artisans', { timeout: 8_000 });
  const at = await page.evaluate(
    () => (window as unknown as { activeTitlesAt: Record<string, number> }).activeTitlesAt,
  );
  const interval = at['Handcrafted by Indian Artisans']! - at['Light Up This Diwali']!;
  expect(interval).toBeGreaterThan(LIMITS.carouselAutoplayMs - 500);
  expect(interval).toBeLessThan(LIMITS.carouselAutoplayMs + 1_500);
  await expect(active(page).getByRole('button', { name: 'Explore Collection' })).toBeVisible();

  // Next, previous and a dot; next from the last slide comes back to the first.
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(activeTitle(page)).toHaveText('Gifts for Every Celebration');
  await expect(active(page).getByRole('button', { name: 'Shop Active' })).toBeVisible();
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(activeTitle(page)).toHaveText('Light Up This Diwali');
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(activeTitle(page)).toHaveText('Gifts for Every Celebration');
  await hero(page).getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(activeTitle(page)).toHaveText('Handcrafted by Indian Artisans');

  // It keeps playing after the shopper used the controls.
  await expect(activeTitle(page)).toHaveText('Gifts for Every Celebration', { timeout: 8_000 });
});

test("a slide's call to action shows its gifts", async ({ page }) => {
  await page.goto('/');
  await active(page).getByRole('button', { name: 'Shop Now' }).click();
  await expect(page.getByTestId('catalogue-heading')).toHaveText('Diwali - Festival Gifts & Handicrafts');
  await expect(page.getByTestId('catalogue-heading')).toBeInViewport();
});

test("the admin's carousel images replace the fixed slides, by display order", async ({ page, request }) => {
  const admin = await AdminFixtures.open(request);
  try {
    const product = (await (await request.get('/api/products?limit=1')).json()) as {
      items: { id: string }[];
    };
    const target = product.items[0]!.id;
    await admin.carouselImage({ title: 'Second by order', order: 2 });
    await admin.carouselImage({
      title: 'Diwali Sale',
      description: 'Up to 30% off on hampers',
      order: 1,
      buttonText: 'See the hamper',
      buttonLink: `/products/${target}`,
      buttonType: 'secondary',
    });
    await page.goto('/');
    await expect(hero(page)).toHaveAttribute('data-source', 'admin');
    await expect(hero(page).getByTestId('hero-slide')).toHaveCount(2);
    await expect(activeTitle(page)).toHaveText('Diwali Sale');
    await expect(active(page).getByText('Up to 30% off on hampers')).toBeVisible();
    const image = active(page).getByRole('img', { name: 'Diwali Sale' });
    await expect(image).toHaveAttribute('width', '1920');
    await expect(image).toHaveAttribute('height', '600');
    await hero(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(activeTitle(page)).toHaveText('Second by order');
    await hero(page).getByRole('button', { name: 'Go to slide 1' }).click();
    await active(page).getByRole('link', { name: 'See the hamper' }).click();
    await expect(page).toHaveURL(`/products/${target}`);
  } finally {
    await admin.removeAll();
  }
  await page.goto('/');
  await expect(hero(page)).toHaveAttribute('data-source', 'fixed');
});
