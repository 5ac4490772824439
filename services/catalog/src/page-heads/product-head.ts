import {
  CAROUSEL_IMAGES_PATH,
  catalogueProductsPath,
  catalogueSelectionOf,
  cataloguePageTitle,
  catalogueSelectionPath,
  hasImageVariants,
  imageVariantKey,
  productApiPath,
  productPagePath,
  productPageTitle,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  STOREFRONT_FIRST_READS,
} from '@festive/contracts';
import { absoluteUrl, escapeHtml } from '@festive/server-kit';
import type { ProductEntity } from '../products/product.entity';

/** The longest description a preview shows in full; longer ones end in an ellipsis. */
const DESCRIPTION_MAX = 160;

function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** ₹349 for "349.00", ₹349.50 for "349.50": the price as a preview line shows it. */
const rupees = (price: string) => `₹${price.endsWith('.00') ? price.slice(0, -3) : price}`;

/**
 * The page's first API answer, asked for while the scripts still load: the same URL and
 * credentials mode (cookies included) as the remote's own request, so the browser reuses it.
 */
const preloadJson = (path: string) =>
  `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="use-credentials" />`;

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

/**
 * JSON inside a <script> element: `<` is written as \u003c so no text of a product can close the
 * element (or open a comment) and run as markup.
 */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The back office has its own frame and sign-in: the storefront's first reads are not its own. */
const isBackOffice = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The home page's own: its title and canonical address name the festival or occasion its query
 * chooses (`/?festival=Diwali`, a link shared for one festival), and its first reads are the
 * hero's pictures and that selection's first grid page.
 */
function homePage(pageQuery: string) {
  const selection = catalogueSelectionOf(pageQuery);
  return {
    title: cataloguePageTitle(selection),
    canonical: catalogueSelectionPath(selection),
    firstReads: [CAROUSEL_IMAGES_PATH, catalogueProductsPath({ ...selection, search: '' })],
  };
}

/** The head of the shop's pages other than a product: the shop's own title and description. */
export function shopHead(publicUrl: string, path: string, pageQuery = ''): string {
  const home = path === '/' ? homePage(pageQuery) : null;
  const title = home?.title ?? SHOP_NAME;
  const firstReads = isBackOffice(path) ? [] : [...(home?.firstReads ?? []), ...STOREFRONT_FIRST_READS];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', SHOP_DESCRIPTION),
    home ? `<link rel="canonical" href="${escapeHtml(absoluteUrl(publicUrl, home.canonical))}" />` : '',
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', SHOP_DESCRIPTION),
    ...firstReads.map(preloadJson),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * A product page's head: title, description, canonical URL, Open Graph and Twitter card (image,
 * price in rupees) and schema.org Product/Offer JSON-LD, every value escaped for where it stands.
 */
export function productHead(publicUrl: string, product: ProductEntity): string {
  const title = productPageTitle(product.name);
  const description = shortDescription(product.description || `${product.name} from ${SHOP_NAME}.`);
  const url = absoluteUrl(publicUrl, productPagePath(product.id));
  // Search engines take raster pictures only: a demo SVG is listed by its largest WebP copy.
  const images = [product.image, ...(product.images ?? [])]
    .filter(Boolean)
    .map((p) => (p.endsWith('.svg') && hasImageVariants(p) ? imageVariantKey(p, 1920) : p))
    .map((p) => absoluteUrl(publicUrl, p));
  // A preview fetches one picture with a small size limit: a 1024 px copy, not the original.
  const preview =
    product.image && hasImageVariants(product.image) ? imageVariantKey(product.image, 1024) : product.image;
  const previewImage = preview ? absoluteUrl(publicUrl, preview) : undefined;
  const inStock = product.stock > 0;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    image: images,
    ...(product.sku ? { sku: product.sku } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: product.price,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(previewImage ? [meta('property', 'og:image', previewImage)] : []),
    meta('property', 'product:price:amount', product.price),
    meta('property', 'product:price:currency', 'INR'),
    meta('name', 'twitter:card', previewImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', `${rupees(product.price)} · ${description}`),
    ...(previewImage ? [meta('name', 'twitter:image', previewImage)] : []),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    preloadJson(productApiPath(product.id)),
    ...STOREFRONT_FIRST_READS.map(preloadJson),
  ].join('\n    ');
}
