import { expect, test, type Page } from '@playwright/test';
import { pngImage, signInAsAdmin, uploadThroughDialog } from '../support/admin';

// The Products tab and its image upload button, the product form and upload dialog, its rules and toasts.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('create a product with an uploaded image, see it on the storefront, edit it, delete it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Marigold Toran ${Date.now()}`;
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const form = page.getByTestId('product-form');
  await expect(form.getByRole('heading', { name: 'Add New Product' })).toBeVisible();

  // Defaults and the tags rule.
  await expect(form.getByLabel('Price (₹)')).toHaveValue('0');
  await expect(form.getByLabel('Stock')).toHaveValue('0');
  await expect(form.getByTestId('tags-placeholder')).toHaveText('Select category first');
  await expect(form.getByTestId('sku-input')).toHaveAttribute('readonly', '');

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Hand-strung marigold and mango-leaf door hanging');
  await form.getByLabel('Price (₹)').fill('749.50');
  await form.getByLabel('Stock').fill('18');
  await form.getByTestId('category-select').selectOption('Festivals');
  await form.getByTestId('subcategory-select').selectOption('Home & Decor');
  await expect(form.getByTestId('sku-input')).toHaveValue(/^FH\d{3}$/);
  // GST: the subcategory's usual class is filled in; a toran of fresh marigolds is exempt flowers.
  await expect(form.getByLabel('HSN Code')).toHaveValue('6913');
  await expect(form.getByLabel('GST Rate (%)')).toHaveValue('12');
  await form.getByLabel('HSN Code').fill('0603');
  await form.getByLabel('GST Rate (%)').selectOption('0');
  await form.getByRole('checkbox', { name: 'Diwali' }).check();
  await form.getByTestId('size-select').selectOption('Free Size');
  await form.getByLabel('Color').fill('Saffron');

  await uploadThroughDialog(page, {
    name: 'toran.png',
    mimeType: 'image/png',
    buffer: pngImage(240, 160, [230, 120, 20]),
  });
  // The preview shows the local file: an upload is served only once a saved product uses it.
  const previewBox = form.getByTestId('image-preview');
  await expect(previewBox).toHaveAttribute('data-image-value', /^\/objects\/uploads\/[0-9a-f-]{36}$/);
  await expect(previewBox.getByRole('img')).toHaveAttribute('src', /^blob:/);
  const imagePath = (await previewBox.getAttribute('data-image-value'))!;
  expect((await page.request.get(imagePath)).status()).toBe(404);

  await form.getByRole('button', { name: 'Create Product' }).click();
  await expect(toast(page, 'Product created successfully!')).toBeVisible();
  // Saved, the stored file is served back as the PNG its bytes show, never sniffed.
  const served = await page.request.get(imagePath);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await expect(form).toBeHidden();
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/FH\d{3}/);
  await expect(row).toContainText('₹749.50');
  await expect(row).toContainText('Home & Decor');
  const id = (await row.getAttribute('data-product-id'))!;
  const taxClass = async () => {
    const product = (await (await page.request.get(`/api/products/${id}`)).json()) as {
      hsnCode: string;
      gstRate: number;
    };
    return [product.hsnCode, product.gstRate];
  };
  expect(await taxClass()).toEqual(['0603', 0]);
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/products/${id}`);
  await expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');

  // On the storefront: its page and the catalogue search (survives a reload: it is stored).
  await page.goto(`/products/${id}`);
  const productPage = page.getByTestId('product-page');
  await expect(productPage.getByRole('heading', { name })).toBeVisible();
  const picture = productPage.locator(`img[src^="${imagePath}.w"]`).first();
  await expect(picture).toBeVisible();
  // The browser drew a resized WebP copy, not the upload itself.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')))
    .toMatch(/\/objects\/uploads\/[0-9a-f-]{36}\.w\d+\.webp$/);
  await page.goto('/');
  await page.getByPlaceholder('Search festival gifts, handicrafts and more').fill('Marigold Toran');
  await expect(page.getByTestId('product-grid').getByText(name)).toBeVisible();

  // Edit: the SKU is editable now, the rest keeps what was saved.
  await page.goto('/admin?tab=products');
  await page.getByTestId('product-row').filter({ hasText: name }).getByTestId('edit-product-button').click();
  await expect(form.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(form.getByTestId('sku-input')).not.toHaveAttribute('readonly', '');
  await expect(form.getByRole('checkbox', { name: 'Diwali' })).toBeChecked();
  await expect(form.getByLabel('Color')).toHaveValue('Saffron');
  await expect(form.getByLabel('HSN Code')).toHaveValue('0603');
  await expect(form.getByLabel('GST Rate (%)')).toHaveValue('0');
  // Dried and dyed, it is a handicraft now: 12%, under ornamental articles.
  await form.getByLabel('GST Rate (%)').selectOption('12');
  await form.getByLabel('HSN Code').fill('67');
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(form.getByText('HSN code must be 4 to 8 digits.')).toBeVisible();
  await form.getByLabel('HSN Code').fill('6702');
  await form.getByLabel('Name').fill(`${name} (large)`);
  await form.getByLabel('Price (₹)').fill('899');
  // Another product's SKU is refused; the form stays open with what was typed.
  const otherSku = await page
    .getByTestId('product-row')
    .filter({ hasNotText: name })
    .first()
    .locator('td')
    .nth(1)
    .innerText();
  const ownSku = await form.getByTestId('sku-input').inputValue();
  await form.getByTestId('sku-input').fill(otherSku);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Failed to update product')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(`${name} (large)`);
  await expect(form.getByLabel('Price (₹)')).toHaveValue('899');
  await form.getByTestId('sku-input').fill(ownSku);
  await form.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  const edited = page.getByTestId('product-row').filter({ hasText: `${name} (large)` });
  await expect(edited).toContainText('₹899.00');
  expect(await taxClass()).toEqual(['6702', 12]);
  await page.goto(`/products/${id}`);
  await expect(
    page.getByTestId('product-page').getByRole('heading', { name: `${name} (large)` }),
  ).toBeVisible();

  // Delete, after the confirmation (dismissing it keeps the product).
  await page.goto('/admin?tab=products');
  const target = page.getByTestId('product-row').filter({ hasText: `${name} (large)` });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this product?');
    void dialog.dismiss();
  });
  await target.getByTestId('delete-product-button').click();
  await expect(target).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await target.getByTestId('delete-product-button').click();
  await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
  await expect(target).toHaveCount(0);
  await page.goto(`/products/${id}`);
  await expect(page.getByTestId('product-not-found')).toBeVisible();
});

test('the product link copies the full URL', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page);
  await page.goto('/admin?tab=products');
  const row = page.getByTestId('product-row').first();
  const id = await row.getAttribute('data-product-id');
  await row.getByTestId('copy-product-link-button').click();
  await expect(toast(page, 'Product link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/products/${id}`, page.url()).href,
  );
});

test('the upload dialog refuses what is not an image, has an edit panel and image editor, and closes on Escape', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: 'Add New Product' }).click();
  await page.getByTestId('button-upload-image').click();
  const dialog = page.locator('.uppy-Dashboard--modal .uppy-Dashboard-inner');
  await expect(dialog).toBeVisible();

  // An SVG passes the browser's image/* filter; the service refuses it (its type before the upload,
  // its bytes after one).
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  await page
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg });
  await dialog.getByRole('button', { name: /^Upload 1 file/ }).click();
  await expect(dialog.getByText('Upload failed')).toBeVisible();
  const reason = 'The file is not a PNG, JPEG, GIF or WebP image';
  await expect(dialog.getByRole('button', { name: reason })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry upload' })).toBeVisible();
  page.once('dialog', (alert) => {
    expect(alert.message()).toContain(reason);
    void alert.accept();
  });
  await dialog.getByRole('button', { name: 'Show error details' }).click();
  await expect(page.getByTestId('image-preview').getByRole('img')).toHaveCount(0);

  // The file card's edit panel holds the meta fields; the file name is required there.
  await dialog.getByRole('button', { name: /^Remove file/ }).click();
  await page
    .locator('.uppy-Dashboard-input')
    .first()
    .setInputFiles({ name: 'diya.png', mimeType: 'image/png', buffer: pngImage(32, 32, [200, 40, 60]) });
  await dialog.getByRole('button', { name: /^Edit file diya\.png/ }).click();
  const fileName = dialog.getByLabel('Name');
  await expect(fileName).toHaveValue('diya.png');
  await expect(fileName).toHaveAttribute('required', '');
  // The image editor: crop and rotate before the upload.
  await dialog.getByRole('button', { name: 'Edit image' }).click();
  await expect(dialog.locator('.uppy-ImageCropper')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Rotate 90°' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Crop square' }).click();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.locator('.uppy-ImageCropper')).toBeHidden();
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
