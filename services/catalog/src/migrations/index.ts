import { CatalogueVersion1765100000000 } from './1765100000000-catalogue-version';
import { CatalogueVersionNotify1765600000000 } from './1765600000000-catalogue-version-notify';
import { FestivalSearchIndex1765700000000 } from './1765700000000-festival-search-index';
import { FestivalTabNames1767000000000 } from './1767000000000-festival-tab-names';
import { Initial1763798400000 } from './1763798400000-initial';
import { ProductGst1765450000000 } from './1765450000000-product-gst';
import { ProductTaxClass1764000000000 } from './1764000000000-product-tax-class';
import { ReservedStockCountedApart1766800000000 } from './1766800000000-reserved-stock-counted-apart';
import { ReleaseStockInOneCall1767200000000 } from './1767200000000-release-stock-in-one-call';
import { ReserveStockInOneCall1767100000000 } from './1767100000000-reserve-stock-in-one-call';
import { StorefrontListingIndex1763900000000 } from './1763900000000-storefront-listing-index';
import { SearchName1764400000000 } from './1764400000000-search-name';
import { UsedUploads1764300000000 } from './1764300000000-used-uploads';

/** Every committed migration of the catalog schema, oldest first. */
export const MIGRATIONS = [
  Initial1763798400000,
  StorefrontListingIndex1763900000000,
  ProductTaxClass1764000000000,
  UsedUploads1764300000000,
  SearchName1764400000000,
  CatalogueVersion1765100000000,
  ProductGst1765450000000,
  CatalogueVersionNotify1765600000000,
  FestivalSearchIndex1765700000000,
  ReservedStockCountedApart1766800000000,
  FestivalTabNames1767000000000,
  ReserveStockInOneCall1767100000000,
  ReleaseStockInOneCall1767200000000,
];
