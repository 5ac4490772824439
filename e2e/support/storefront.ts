import { type APIRequestContext, type Page, expect } from '@playwright/test';
import {
  type CarouselImage,
  type CarouselImageInput,
  objectPath,
  type Product,
  type ProductInput,
  type ProductsPage,
  SEED_PICTURES_PREFIX,
  seedPictureKey,
} from '@festive/contracts';
import { signInAsAdminViaApi } from './admin';

/** The seeded pictures are real files in object storage: admin-made test products reuse one. */
export const SEED_PICTURE = objectPath(seedPictureKey('terracotta-diya-set'));

/** Price display in rupees: whole rupees, Indian grouping (e.g. ₹1,23,456). */
export const rupees = (price: string) => `₹${Math.round(Number(price)).toLocaleString('en-IN')}`;

/**
 * A product of the demo catalogue, from the newest page. Not simply the newest product: journeys
 * running beside one another add products of their own (pictured with SEED_PICTURE) and delete
 * them when done, maybe before another journey opens them.
 */
export async function demoProduct(request: APIRequestContext): Promise<Product> {
  const newest = (await (await request.get('/api/products?limit=24')).json()) as ProductsPage;
  const product = newest.items.find(
    (item) => item.image.startsWith(objectPath(SEED_PICTURES_PREFIX)) && item.image !== SEED_PICTURE,
  );
  if (!product) throw new Error('no demo catalogue product among the newest 24');
  return product;
}

/** Every product matching a catalogue query, walked page by page as the grid does. */
export async function catalogueNames(request: APIRequestContext, query: Record<string, string>) {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) });
    const res = await request.get(`/api/products?${params}`);
    expect(res.status(), await res.text()).toBe(200);
    const page = (await res.json()) as ProductsPage;
    names.push(...page.items.map((product) => product.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}

/** The names on the grid's cards, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('product-card').getByRole('heading', { level: 3 }).allInnerTexts();
}

/**
 * Products and carousel images a test makes through the admin API (the admin signs in on its
 * own request context, so the shopper's browser stays a shopper) and removes when done.
 */
export class AdminFixtures {
  private readonly products: string[] = [];
  private readonly images: string[] = [];

  private constructor(private readonly admin: APIRequestContext) {}

  static async open(request: APIRequestContext): Promise<AdminFixtures> {
    await signInAsAdminViaApi(request);
    return new AdminFixtures(request);
  }

  private readonly inputs = new Map<string, ProductInput>();

  async product(fields: Partial<ProductInput> & Pick<ProductInput, 'name'>): Promise<Product> {
    const input: ProductInput = {
      description: 'Made for the storefront browser tests',
      price: '499.00',
      image: SEED_PICTURE,
      subcategory: 'Home & Decor',
      occasion: 'Festivals',
      tags: ['Diwali'],
      stock: 10,
      ...fields,
    };
    const res = await this.admin.post('/api/admin/products', { data: input });
    expect(res.status(), await res.text()).toBe(201);
    const product = (await res.json()) as Product;
    this.products.push(product.id);
    this.inputs.set(product.id, { ...input, sku: product.sku ?? undefined });
    return product;
  }

  /** PUT /api/admin/products/{id} with the product's fields changed as given. */
  async update(id: string, fields: Partial<ProductInput>): Promise<Product> {
    const input = { ...this.inputs.get(id), ...fields } as ProductInput;
    const res = await this.admin.put(`/api/admin/products/${id}`, { data: input });
    expect(res.status(), await res.text()).toBe(200);
    this.inputs.set(id, input);
    return (await res.json()) as Product;
  }

  async carouselImage(fields: Partial<CarouselImageInput>): Promise<CarouselImage> {
    const res = await this.admin.post('/api/admin/carousel-images', {
      data: { image: SEED_PICTURE, imageWidth: 1920, imageHeight: 600, order: 0, ...fields },
    });
    expect(res.status(), await res.text()).toBe(201);
    const image = (await res.json()) as CarouselImage;
    this.images.push(image.id);
    return image;
  }

  async removeAll(): Promise<void> {
    for (const id of this.images.splice(0)) await this.admin.delete(`/api/admin/carousel-images/${id}`);
    for (const id of this.products.splice(0)) await this.admin.delete(`/api/admin/products/${id}`);
  }
}
