/**
 * The contracts schemas of the calls the storefront's first page makes, re-exported so the
 * shell and the catalog remote parse with web-kit's copy of them. zod/mini is ~9 KB gzip per
 * bundle: importing these from `@festive/contracts` in a remote would make a first visit
 * download it twice. They all live in contracts' `shop-reads.ts`, which holds nothing else, so
 * the first page does not also build every input schema of the admin and checkout forms.
 * Later pages (checkout, account, admin) import their schemas from contracts directly; their
 * zod arrives with them.
 */
export {
  carouselImagesResponseSchema,
  categoriesResponseSchema,
  currencySchema,
  productSchema,
  productsPageSchema,
  productsResponseSchema,
  sessionSchema,
} from '@festive/contracts';
