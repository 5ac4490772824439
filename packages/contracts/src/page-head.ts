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

/**
 * Where the server's first view of a page is asked for: the picture a shopper waits for (the
 * hero, a product's main image) in the page's first HTML, shown until the page's own code has
 * drawn it (the shell's index.html includes it before its root element).
 */
export const PAGE_VIEW_PATH = '/api/page-head/view';
/** The element holding that first view; the shell removes it once the page is drawn. */
export const FIRST_VIEW_ELEMENT_ID = 'first-view';

/** The signed-in shopper's account page, and the title it opens with (also in its first view). */
export const ACCOUNT_PAGE_PATH = '/account';
export const ACCOUNT_PAGE_HEADING = 'My Account';
/** The account page's tabs, as its `?tab=` names them; the page opens on the profile. */
export const ACCOUNT_TABS = ['profile', 'orders', 'addresses', 'help'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
/** A link to the account page open on one tab: `/account?tab=orders`, the profile `/account`. */
export const accountTabPath = (tab: AccountTab): string =>
  tab === 'profile' ? ACCOUNT_PAGE_PATH : `${ACCOUNT_PAGE_PATH}?tab=${tab}`;

/** The home page hero's three fixed slides, shown when the back office has no carousel images. */
export const FIXED_HERO_SLIDE_IDS = ['diwali-lights', 'artisan-handicrafts', 'every-celebration'] as const;
export type FixedHeroSlideId = (typeof FIXED_HERO_SLIDE_IDS)[number];
/** A fixed slide's picture, drawn for the shop and served by the catalog service. */
export const fixedHeroArtPath = (id: FixedHeroSlideId): string => `/api/page-head/hero-art/${id}.svg`;

const PRODUCT_PAGES = '/products/';
/** The product page's route, as the shell mounts the catalog remote at it and the remote matches it. */
export const PRODUCT_PAGE_ROUTE = `${PRODUCT_PAGES}:id`;
/** A product page's path, the one cards, the sitemap and the canonical URL name. */
export const productPagePath = (productId: string): string => `${PRODUCT_PAGES}${productId}`;
/** The id segment of a product page's path, still as the address writes it; undefined for any other path. */
export const productPathSegment = (pathname: string): string | undefined =>
  new RegExp(`^${PRODUCT_PAGES}([^/]+)/?$`).exec(pathname)?.[1];

/**
 * The catalogue's first page as the home page asks for it (the festival tab, every festival, the
 * default page size): the page head preloads it so the grid's data is on its way before any script.
 * Written out rather than built by `catalogueProductsPath` (a spec checks the two agree): a call
 * at a module's top level stays in every bundle that imports anything from this module.
 */
export const FIRST_CATALOGUE_PAGE = `/api/products?tab=festival&limit=${LIMITS.productPageSizeDefault}`;

/** The festival links of the storefront's header (its first entries are shown). */
export const FESTIVAL_LINKS_PATH = '/api/categories?type=festival';
/** The shop's currency, which every price on a page waits for. */
export const CURRENCY_PATH = '/api/currency';
/** Who is signed in: the header's account link and the checkout read it. */
export const SESSION_PATH = '/api/auth/session';
/** The home page hero's pictures. */
export const CAROUSEL_IMAGES_PATH = '/api/carousel-images';

/**
 * What the storefront's frame (header, prices) reads on every page, preloaded by every storefront
 * page's head so the answers are on their way while the scripts still load.
 */
export const STOREFRONT_FIRST_READS = [FESTIVAL_LINKS_PATH, CURRENCY_PATH, SESSION_PATH] as const;

/** A product's answer as its page asks for it (preloaded by that page's head). */
export const productApiPath = (productId: string): string => `/api/products/${productId}`;
