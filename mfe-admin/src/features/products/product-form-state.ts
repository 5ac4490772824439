import {
  DEFAULT_OCCASION,
  DEFAULT_TAX_CLASS,
  FESTIVALS,
  hsnCodeField,
  HSN_CODE_MESSAGE,
  nextSkuFor,
  parentCategory,
  type Product,
  type ProductInput,
  skuPrefixFor,
  taxClassFor,
  type TopLevelCategory,
} from '@festive/contracts';

/** What the product form holds while it is open. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  stock: string;
  /** The top-level category chosen in the form: 'Festivals', 'Occasions' or none yet. */
  category: TopLevelCategory | '';
  subcategory: string;
  sku: string;
  image: string;
  tags: string[];
  sizeOptions: string;
  color: string;
  hsnCode: string;
  /** The GST rate select's value: '0', '5', '12', '18' or '28'. */
  gstRate: string;
  /** Whether the HSN code or GST rate was set by hand (or differs from the subcategory's default). */
  taxEdited: boolean;
  /** A legacy specific occasion (e.g. 'Diwali') kept while editing, saved as the occasion. */
  occasionOverride: string | null;
  /** Carried from the product being edited: the form has no input for them. */
  material: string;
  images: string[];
  existingCategory: string;
}

/** The create form's defaults: price '0', stock 0, empty lists. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '0',
  stock: '0',
  category: '',
  subcategory: '',
  sku: '',
  image: '',
  tags: [],
  sizeOptions: '',
  color: '',
  hsnCode: DEFAULT_TAX_CLASS.hsnCode,
  gstRate: String(DEFAULT_TAX_CLASS.gstRate),
  taxEdited: false,
  occasionOverride: null,
  material: '',
  images: [],
  existingCategory: '',
};

/**
 * The edit form of a product. A legacy specific occasion shows as its parent category and is
 * remembered as the override that is saved back; an occasion the shop does not know
 * is kept the same way, so editing never loses it.
 */
export function formFromProduct(product: Product): ProductFormValues {
  const parent = parentCategory(product.occasion);
  const usual = taxClassFor(product.subcategory);
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    stock: String(product.stock),
    category: parent ?? '',
    subcategory: product.subcategory ?? '',
    sku: product.sku ?? '',
    image: product.image,
    tags: product.tags ?? [],
    sizeOptions: product.sizeOptions ?? '',
    color: product.color ?? '',
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    taxEdited: product.hsnCode !== usual.hsnCode || product.gstRate !== usual.gstRate,
    occasionOverride: parent === product.occasion ? null : product.occasion,
    material: product.material ?? '',
    images: product.images ?? [],
    existingCategory: product.category,
  };
}

/** Choosing a category clears the legacy override. */
export function withCategory(form: ProductFormValues, category: TopLevelCategory | ''): ProductFormValues {
  return { ...form, category, occasionOverride: null };
}

/**
 * Choosing a subcategory prefills its usual HSN code and GST rate, unless they were set by hand
 * (or the product being edited has its own).
 */
export function withSubcategory(form: ProductFormValues, subcategory: string): ProductFormValues {
  if (form.taxEdited) return { ...form, subcategory };
  const usual = taxClassFor(subcategory);
  return { ...form, subcategory, hsnCode: usual.hsnCode, gstRate: String(usual.gstRate) };
}

/** Setting the HSN code or GST rate by hand: a later subcategory change leaves them alone. */
export function withTax(
  form: ProductFormValues,
  change: Partial<Pick<ProductFormValues, 'hsnCode' | 'gstRate'>>,
): ProductFormValues {
  return { ...form, ...change, taxEdited: true };
}

/** The HSN code's problem in the contract's words ('HSN code must be 4 to 8 digits'), or null. */
export function hsnCodeProblem(hsnCode: string): string | null {
  return hsnCodeField().safeParse(hsnCode).success ? null : `HSN code ${HSN_CODE_MESSAGE}`;
}

/** Stock is parsed as an integer and falls back to 0 when invalid. */
export function parseStock(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

const optional = (value: string) => value.trim() || undefined;

/**
 * The payload of POST/PUT /api/admin/products: category is the trimmed subcategory,
 * else the existing category, else empty; blank optional texts and empty lists are omitted; the
 * occasion is the override, else the chosen category, else 'Festivals'. The SKU is sent only
 * when editing: on create the server assigns it.
 */
export function toProductPayload(form: ProductFormValues, mode: 'create' | 'edit'): ProductInput {
  return {
    ...(mode === 'edit' ? { sku: optional(form.sku) } : {}),
    name: form.name.trim(),
    description: form.description.trim(),
    price: form.price.trim(),
    image: form.image.trim(),
    images: form.images.length > 0 ? form.images : undefined,
    category: form.subcategory.trim() || form.existingCategory || '',
    subcategory: optional(form.subcategory),
    tags: form.tags.length > 0 ? form.tags : undefined,
    occasion: form.occasionOverride ?? (form.category || DEFAULT_OCCASION),
    stock: parseStock(form.stock),
    sizeOptions: optional(form.sizeOptions),
    color: optional(form.color),
    material: optional(form.material),
    hsnCode: form.hsnCode.trim(),
    gstRate: Number(form.gstRate),
  };
}

/** Tags offered once a category is chosen: the fixed festivals, or the loaded occasions. */
export function tagOptions(
  category: ProductFormValues['category'],
  occasionNames: readonly string[],
): string[] {
  if (category === 'Festivals') return [...FESTIVALS];
  if (category === 'Occasions') return [...occasionNames];
  return [];
}

/** The SKU a new product would get now: shown read-only, the server assigns the final one. */
export function skuPreview(form: ProductFormValues, products: readonly Pick<Product, 'sku'>[]): string {
  const prefix = skuPrefixFor({ occasion: form.category || DEFAULT_OCCASION, subcategory: form.subcategory });
  return nextSkuFor(
    prefix,
    products.map((product) => product.sku),
  );
}
