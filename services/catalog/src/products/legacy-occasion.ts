import {
  DEFAULT_OCCASION,
  LEGACY_FESTIVAL_NAMES,
  LEGACY_OCCASION_NAMES,
  TOP_LEVEL_CATEGORIES,
  type TopLevelCategory,
} from '@festive/contracts';

const FESTIVAL_NAMES = new Set<string>(LEGACY_FESTIVAL_NAMES);
const OCCASION_NAMES = new Set<string>(LEGACY_OCCASION_NAMES);

/**
 * The top-level category of a product's occasion (spec §4, product form): 'Festivals' or
 * 'Occasions' as they are, and an older product's specific name mapped to its parent. Unknown
 * names fall back to the default, 'Festivals'.
 */
export function topLevelCategory(occasion: string): TopLevelCategory {
  if ((TOP_LEVEL_CATEGORIES as readonly string[]).includes(occasion)) return occasion as TopLevelCategory;
  if (FESTIVAL_NAMES.has(occasion)) return 'Festivals';
  if (OCCASION_NAMES.has(occasion)) return 'Occasions';
  return DEFAULT_OCCASION;
}
