import { screen, within } from '@testing-library/react';
import { FESTIVALS, type Category, type Product } from '@festive/contracts';
import { json, renderWithShop, stubFetch, type StubAnswer } from '@festive/web-kit/testing';
import { ProductForm } from './product-form';

const NAME_MESSAGE = "Enter the product's name.";
const IMAGE_MESSAGE = 'Add an image: upload one or paste its URL.';

const toran: Product = {
  id: '3c9e6f1a-2b4d-4e8f-9a1c-5d7e9f0b2c4e',
  sku: 'FH007',
  name: 'Marigold Toran',
  description: 'Hand-strung marigold door hanging',
  price: '749.50',
  image: '/objects/uploads/6f1e2d3c-4b5a-4968-8776-655443322110',
  images: null,
  category: 'Home & Decor',
  subcategory: 'Home & Decor',
  tags: ['Diwali'],
  occasion: 'Diwali',
  stock: 18,
  sizeOptions: 'Free Size',
  color: 'Saffron',
  material: 'Marigold',
  hsnCode: '6307',
  gstRate: 12,
};
const birthday: Category = {
  id: '8d2f4a6c-1e3b-4c5d-9e7f-0a1b2c3d4e5f',
  name: 'Birthday',
  type: 'special_occasion',
  emoji: null,
  items: [],
  order: 1,
};

async function openForm(
  { editing = null, products = [] }: { editing?: Product | null; products?: Product[] } = {},
  routes: Record<string, StubAnswer> = {},
) {
  const onClose = jest.fn();
  const onReturnToDashboard = jest.fn();
  const network = stubFetch({ 'GET /api/categories': json([birthday]), ...routes });
  const view = await renderWithShop(
    <ProductForm
      editing={editing}
      products={products}
      onClose={onClose}
      onReturnToDashboard={onReturnToDashboard}
    />,
  );
  return { ...view, network, onClose, onReturnToDashboard };
}

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const select = (testId: string) => screen.getByTestId(testId);

describe('ProductForm (create)', () => {
  it('starts at price 0 and stock 0, with tags waiting for a category and a read-only SKU', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(0);
    expect(screen.getByTestId('tags-placeholder')).toHaveTextContent('Select category first');
    expect(screen.getByTestId('sku-input')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  });

  it('asks for a name and an image, and sends nothing without them', async () => {
    const { user, network } = await openForm();
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByTestId('product-submit-button'));
    expect(screen.getByText(NAME_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(IMAGE_MESSAGE)).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');

    await user.type(nameInput(), '   ');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(screen.getByText(NAME_MESSAGE)).toBeInTheDocument();

    await user.type(nameInput(), 'Brass Diya');
    expect(screen.queryByText(NAME_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByTestId('product-submit-button'));
    expect(screen.getByText(IMAGE_MESSAGE)).toBeInTheDocument();
    expect(network.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('previews the SKU from the category and subcategory, after the highest one in use', async () => {
    const { user } = await openForm({ products: [toran, { ...toran, sku: 'FH012' }] });
    expect(screen.getByTestId('sku-input')).toHaveValue('FX001');
    await user.selectOptions(select('category-select'), 'Festivals');
    await user.selectOptions(select('subcategory-select'), 'Home & Decor');
    expect(screen.getByTestId('sku-input')).toHaveValue('FH013');
    await user.selectOptions(select('category-select'), 'Occasions');
    expect(screen.getByTestId('sku-input')).toHaveValue('OH001');
  });

  it('offers the festivals as tags, or the occasions the shop has', async () => {
    const { user } = await openForm();
    await user.selectOptions(select('category-select'), 'Festivals');
    const tags = screen.getByRole('group', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([...FESTIVALS]);
    await user.click(within(tags).getByRole('checkbox', { name: 'Holi' }));
    expect(within(tags).getByRole('checkbox', { name: 'Holi' })).toBeChecked();

    await user.selectOptions(select('category-select'), 'Occasions');
    expect(await within(tags).findByRole('checkbox', { name: 'Birthday' })).toBeInTheDocument();
    // A tag already chosen stays visible even where it is not offered.
    expect(within(tags).getByRole('checkbox', { name: 'Holi' })).toBeChecked();
  });

  it('shows the pasted image URL as the preview and clears it with Remove', async () => {
    const { user } = await openForm();
    await user.click(screen.getByTestId('image-url-input'));
    await user.paste('https://cdn.example.in/diya.png');
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'https://cdn.example.in/diya.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('No image yet')).toBeInTheDocument();
  });

  it('creates the product with the trimmed payload, then closes', async () => {
    const { user, network, onClose } = await openForm({}, { 'POST /api/admin/products': json(toran, 201) });
    await user.type(nameInput(), '  Marigold Toran ');
    await user.clear(screen.getByRole('spinbutton', { name: 'Price (₹)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '749.50');
    await user.clear(screen.getByRole('spinbutton', { name: 'Stock' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Stock' }), '18');
    await user.selectOptions(select('category-select'), 'Festivals');
    await user.selectOptions(select('subcategory-select'), 'Home & Decor');
    await user.click(screen.getByRole('checkbox', { name: 'Diwali' }));
    await user.click(screen.getByTestId('image-url-input'));
    await user.paste('https://cdn.example.in/toran.png');
    await user.click(screen.getByTestId('product-submit-button'));

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(network.requestsTo('POST /api/admin/products')[0]?.body).toEqual({
      name: 'Marigold Toran',
      description: '',
      price: '749.50',
      image: 'https://cdn.example.in/toran.png',
      category: 'Home & Decor',
      subcategory: 'Home & Decor',
      tags: ['Diwali'],
      occasion: 'Festivals',
      stock: 18,
      hsnCode: '6913',
      gstRate: 12,
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("prefills the HSN code and GST rate from the subcategory until they're set by hand", async () => {
    const { user, network } = await openForm({}, { 'POST /api/admin/products': json(toran, 201) });
    const hsn = () => screen.getByRole('textbox', { name: /^HSN Code/ });
    const rate = () => screen.getByRole('combobox', { name: 'GST Rate (%)' });
    expect(hsn()).toHaveValue('9505');
    expect(rate()).toHaveValue('18');
    expect(
      within(rate())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0%', '5%', '12%', '18%', '28%']);
    await user.selectOptions(select('subcategory-select'), 'Chocolates & Sweets');
    expect(hsn()).toHaveValue('2106');
    expect(rate()).toHaveValue('5');
    await user.selectOptions(select('subcategory-select'), 'Home & Decor');
    expect([hsn(), rate()].map((field) => (field as HTMLInputElement).value)).toEqual(['6913', '12']);

    await user.selectOptions(rate(), '18');
    await user.selectOptions(select('subcategory-select'), 'Chocolates & Sweets');
    expect(rate()).toHaveValue('18');
    expect(hsn()).toHaveValue('6913');

    await user.clear(hsn());
    await user.type(hsn(), '95O5');
    await user.type(nameInput(), 'Brass Bell');
    await user.click(screen.getByTestId('image-url-input'));
    await user.paste('https://cdn.example.in/bell.png');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(screen.getByText('HSN code must be 4 to 8 digits.')).toBeInTheDocument();
    expect(hsn()).toHaveAttribute('aria-invalid', 'true');
    expect(network.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.clear(hsn());
    await user.type(hsn(), '8306');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(network.requestsTo('POST /api/admin/products')[0]?.body).toMatchObject({
      subcategory: 'Chocolates & Sweets',
      hsnCode: '8306',
      gstRate: 18,
    });
  });

  it("keeps what was typed when the save fails, with the service's reason", async () => {
    const { user, onClose } = await openForm(
      {},
      { 'POST /api/admin/products': json({ message: 'price must be a money amount' }, 400) },
    );
    await user.type(nameInput(), 'Brass Diya');
    await user.click(screen.getByTestId('image-url-input'));
    await user.paste('https://cdn.example.in/diya.png');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(await screen.findByText('Failed to create product')).toBeInTheDocument();
    expect(screen.getByText('price must be a money amount')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Brass Diya');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Cancel and on its X, and goes back with Return to Dashboard', async () => {
    const { user, onClose, onReturnToDashboard } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Close the product form' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(onReturnToDashboard).toHaveBeenCalledTimes(1);
  });
});

describe('ProductForm (edit)', () => {
  it('fills the product in, keeps a legacy occasion and lets the SKU be changed', async () => {
    await openForm({ editing: toran });
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Marigold Toran');
    expect(select('category-select')).toHaveValue('Festivals');
    expect(screen.getByText("Saved as 'Diwali'.")).toBeInTheDocument();
    expect(screen.getByTestId('sku-input')).toHaveValue('FH007');
    expect(screen.getByTestId('sku-input')).not.toHaveAttribute('readonly');
    expect(screen.getByText('Must be unique.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeInTheDocument();
  });

  it('saves with PUT, the SKU and the legacy occasion included', async () => {
    const { user, network } = await openForm(
      { editing: toran },
      { [`PUT /api/admin/products/${toran.id}`]: json(toran) },
    );
    await user.clear(nameInput());
    await user.type(nameInput(), 'Marigold Toran (large)');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(network.requestsTo(`PUT /api/admin/products/${toran.id}`)[0]?.body).toMatchObject({
      sku: 'FH007',
      name: 'Marigold Toran (large)',
      occasion: 'Diwali',
      material: 'Marigold',
    });
  });

  it("keeps an edited product's own GST class when its subcategory changes, and sends it", async () => {
    const { user, network } = await openForm(
      { editing: toran },
      { [`PUT /api/admin/products/${toran.id}`]: json(toran) },
    );
    expect(screen.getByRole('textbox', { name: /^HSN Code/ })).toHaveValue('6307');
    expect(screen.getByRole('combobox', { name: 'GST Rate (%)' })).toHaveValue('12');
    await user.selectOptions(select('subcategory-select'), 'Gift Hampers');
    await user.selectOptions(screen.getByRole('combobox', { name: 'GST Rate (%)' }), '5');
    await user.click(screen.getByTestId('product-submit-button'));
    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(network.requestsTo(`PUT /api/admin/products/${toran.id}`)[0]?.body).toMatchObject({
      subcategory: 'Gift Hampers',
      hsnCode: '6307',
      gstRate: 5,
    });
  });

  it('drops the legacy occasion once another category is chosen', async () => {
    const { user } = await openForm({ editing: toran });
    await user.selectOptions(select('category-select'), 'Occasions');
    expect(screen.queryByText("Saved as 'Diwali'.")).not.toBeInTheDocument();
  });
});
