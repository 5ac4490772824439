import { expect, test, type Page } from '@playwright/test';
import { CAROUSEL_SIZE_HINT } from '@festive/contracts';
import { pngImage, signInAsAdmin, uploadThroughDialog } from '../support/admin';

// The Carousel Images tab, its form and toasts; the storefront hero shows them.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('add a carousel image and see it in the hero; edit it; delete it', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Diwali Lights Sale ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Carousel Images' }).click();
  await expect(page.getByRole('heading', { name: 'Carousel Images' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Carousel Image' }).click();
  const form = page.getByTestId('carousel-form');
  await expect(form.getByText(CAROUSEL_SIZE_HINT)).toBeVisible();
  await expect(form.getByLabel('Display Order')).toHaveValue('0');
  await expect(form.getByLabel('Image Width (px)')).toHaveAttribute('placeholder', '1920');
  await expect(form.getByLabel('Image Height (px)')).toHaveAttribute('placeholder', '600');

  await uploadThroughDialog(page, {
    name: 'diwali-banner.png',
    mimeType: 'image/png',
    buffer: pngImage(960, 300, [120, 20, 50]),
  });
  // The preview shows the local file: an upload is served only once a saved image uses it.
  const preview = form.getByTestId('image-preview');
  await expect(preview).toHaveAttribute('data-image-value', /^\/objects\/uploads\//);
  await expect(preview.getByRole('img')).toHaveAttribute('src', /^blob:/);
  const imagePath = (await preview.getAttribute('data-image-value'))!;
  await form.getByLabel('Title (optional)').fill(title);
  await form
    .getByLabel('Description (optional)')
    .fill('Lamps, sweets and hampers for the festival of lights');
  await form.getByLabel('Image Width (px)').fill('1920');
  await form.getByLabel('Image Height (px)').fill('600');
  await form.getByLabel('Button Text').fill('Shop Now');
  await form.getByLabel('Button Link/URL').fill('/delivery-details');
  await form.getByLabel('Button Style').fill('primary');
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expect(toast(page, 'Carousel image added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByTestId('carousel-row').filter({ hasText: title });
  await expect(row).toContainText('1920 × 600');
  await expect(row.getByRole('img')).toHaveAttribute('src', imagePath);

  // The storefront's hero shows the managed image, its text and its button.
  await page.goto('/');
  const hero = page.getByTestId('hero-carousel');
  const slide = hero.getByTestId('hero-slide').filter({ hasText: title });
  await expect(slide).toHaveCount(1);
  await expect(slide.locator(`img[src^="${imagePath}.w"]`)).toHaveCount(1);
  await expect(slide.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/delivery-details');

  // Edit: 'Update Image'; the new title reaches the hero.
  await page.goto('/admin?tab=carousel');
  await page
    .getByTestId('carousel-row')
    .filter({ hasText: title })
    .getByTestId('edit-carousel-image-button')
    .click();
  await expect(form.getByRole('heading', { name: 'Edit Carousel Image' })).toBeVisible();
  await form.getByLabel('Title (optional)').fill(`${title} (week two)`);
  // Emptied, the display order falls back to 0.
  await form.getByLabel('Display Order').fill('');
  await form.getByRole('button', { name: 'Update Image' }).click();
  await expect(toast(page, 'Carousel image updated successfully!')).toBeVisible();
  const edited = page.getByTestId('carousel-row').filter({ hasText: `${title} (week two)` });
  await expect(edited.locator('td').nth(3)).toHaveText('0');
  await page.goto('/');
  await expect(page.getByTestId('hero-slide').filter({ hasText: `${title} (week two)` })).toHaveCount(1);

  // Delete after the confirmation; the hero no longer shows it.
  await page.goto('/admin?tab=carousel');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this carousel image?');
    void dialog.accept();
  });
  await page
    .getByTestId('carousel-row')
    .filter({ hasText: `${title} (week two)` })
    .getByTestId('delete-carousel-image-button')
    .click();
  await expect(toast(page, 'Carousel image deleted successfully!')).toBeVisible();
  await expect(page.getByTestId('carousel-row').filter({ hasText: title })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByTestId('hero-carousel')).toBeVisible();
  await expect(page.getByTestId('hero-slide').filter({ hasText: title })).toHaveCount(0);
});
