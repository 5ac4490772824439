/**
 * The spec's business constants. Every slice reads them from here so that a
 * festival name, a limit or a fixed option list is written exactly once.
 */

/** The 7 fixed festivals of the catalogue dropdown and the admin festival tags, in spec order. */
export const FESTIVALS = [
  'Diwali',
  'Republic Day',
  "Valentine's Day",
  'Holi',
  'Raksha Bandhan',
  'Christmas',
  'New Year',
] as const;
export type Festival = (typeof FESTIVALS)[number];

/** Emoji the seed gives each festival category. */
export const FESTIVAL_EMOJI: Record<Festival, string> = {
  Diwali: '🪔',
  'Republic Day': '🇮🇳',
  "Valentine's Day": '💝',
  Holi: '🎨',
  'Raksha Bandhan': '🧵',
  Christmas: '🎄',
  'New Year': '🎆',
};

/** Top-level values of Product.occasion; older products may hold a specific name instead. */
export const TOP_LEVEL_CATEGORIES = ['Festivals', 'Occasions'] as const;
export type TopLevelCategory = (typeof TOP_LEVEL_CATEGORIES)[number];
export const DEFAULT_OCCASION: TopLevelCategory = 'Festivals';

/** Legacy specific names that map to 'Festivals' when a product is edited (product form). */
export const LEGACY_FESTIVAL_NAMES = [
  'Diwali',
  'Republic Day',
  "Valentine's Day",
  'Holi',
  'Raksha Bandhan',
  'Christmas',
  'New Year',
  'Eid',
  'Ganesh Chaturthi',
  'Navratri',
  'Durga Puja',
  'Dussehra',
  'Janmashtami',
  'Pongal',
  'Onam',
  'Baisakhi',
  'Makar Sankranti',
  'all',
] as const;

/** Legacy specific names that map to 'Occasions' when a product is edited. */
export const LEGACY_OCCASION_NAMES = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Graduation',
  'Baby Shower',
  'Housewarming',
  'Farewell',
  'Retirement',
  'Corporate Gifting',
] as const;

export const SUBCATEGORIES = ['Gift Hampers', 'Chocolates & Sweets', 'Home & Decor', 'Personalized'] as const;
export type Subcategory = (typeof SUBCATEGORIES)[number];

export const SIZE_OPTIONS = ['S', 'M', 'L', 'XL', 'Free Size'] as const;

export const CATEGORY_TYPES = ['festival', 'special_occasion'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export const PAYMENT_METHODS = ['COD', 'Prepaid'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CATALOG_TABS = ['festival', 'special_occasion'] as const;
export type CatalogTab = (typeof CATALOG_TABS)[number];
/** The dropdown value meaning "no specific festival or occasion". */
export const ALL_SELECTION = 'all';

export const DEFAULT_CURRENCY = { countryCode: 'IN', rate: 1, symbol: '₹', code: 'INR' } as const;
/** Currencies shown with 2 decimals; every other one is rounded to whole units. */
export const TWO_DECIMAL_PRICE_CURRENCIES = ['USD', 'GBP'] as const;
/** Currencies whose cart subtotal is a whole number; every other one shows 2 decimals. */
export const WHOLE_SUBTOTAL_CURRENCIES = ['INR', 'CNY', 'RUB'] as const;

export const LIMITS = {
  otpLength: 6,
  pincodeLength: 6,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  headerFestivalLinks: 8,
  heroSlides: 3,
  carouselAutoplayMs: 5000,
  carouselTransitionDuration: 30,
  occasionsCacheMs: 5 * 60 * 1000,
  freeShippingOverRupees: 500,
  chatWindowHeightPx: 500,
  productImageMaxBytes: 5242880,
  uploadDefaultMaxBytes: 10485760,
  uploadDefaultMaxFiles: 1,
  skuSerialDigits: 3,
  shortIdLength: 8,
  recentDays: 30,
  /** Money columns are numeric(10,2): at most 8 digits before the point. */
  moneyMaxRupees: 99_999_999.99,
  productPageSizeDefault: 24,
  productPageSizeMax: 100,
  textMax: 2000,
  nameMax: 200,
} as const;

export const TOAST = {
  durationMs: 5000,
  visibleMax: 1,
  swipeThresholdPx: 50,
  removeDelayMs: 1000000,
  maxWidthPx: 420,
  hotkey: 'F8',
} as const;

export const CAROUSEL_SIZE_HINT = 'Recommended image sizes: Desktop 1920x600px | Mobile 768x400px';

export const RETURN_STATUS_PENDING = 'pending';
