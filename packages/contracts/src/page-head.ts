import { LIMITS } from './constants.js';

/*
 * What the first HTML of a page says about it before any script runs: its title and description
 * (also what a link shared on WhatsApp previews). The server writes them into the page; the
 * catalog remote sets the same title once it is on the page.
 */

export const SHOP_NAME = 'Festival Gifts';

export const SHOP_DESCRIPTION =
  'Festival Gifts: gifts and handicrafts for Diwali, Holi, Raksha Bandhan and every special occasion, delivered across India.';

/** The browser tab and preview title of a product page. */
export const productPageTitle = (productName: string): string => `${productName} · ${SHOP_NAME}`;

/** Where the server's page head is asked for (the shell's index.html includes it). */
export const PAGE_HEAD_PATH = '/api/page-head';
/** The sitemap and robots file the catalog writes, served by the web tier at /sitemap.xml and /robots.txt. */
export const SITEMAP_PATH = '/api/page-head/sitemap.xml';
export const ROBOTS_PATH = '/api/page-head/robots.txt';

/** A product page's path, the one the sitemap and canonical URL name. */
export const productPagePath = (productId: string): string => `/products/${productId}`;

/**
 * The catalogue's first page as the home page asks for it (the festival tab, every festival, the
 * default page size): the page head preloads it so the grid's data is on its way before any script.
 */
export const FIRST_CATALOGUE_PAGE = `/api/products?tab=festival&limit=${LIMITS.productPageSizeDefault}`;

/** A product's answer as its page asks for it (preloaded by that page's head). */
export const productApiPath = (productId: string): string => `/api/products/${productId}`;
