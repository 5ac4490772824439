import { LIMITS } from '@festive/contracts';

/**
 * The SKU rule of spec §5: the upper-cased first letters of the product form's category (the
 * top level, 'Festivals' or 'Occasions') and of the subcategory, e.g. 'Festivals' +
 * 'Gift Hampers' -> 'FG' (the spec's example FG001).
 */
export function skuPrefix(category: string, subcategory: string): string {
  const first = (value: string) => value.trim().charAt(0).toUpperCase();
  return `${first(category)}${first(subcategory)}`;
}

/** The serial of a SKU with this prefix, or undefined when it does not follow the rule. */
export function skuSerial(sku: string, prefix: string): number | undefined {
  if (!sku.startsWith(prefix)) return undefined;
  const digits = sku.slice(prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}

/** One above the highest serial among existing SKUs with the prefix, padded to 3 digits; first is 001. */
export function nextSku(prefix: string, existing: Iterable<string | null>): string {
  let highest = 0;
  for (const sku of existing) {
    const serial = sku ? skuSerial(sku, prefix) : undefined;
    if (serial !== undefined && serial > highest) highest = serial;
  }
  return `${prefix}${String(highest + 1).padStart(LIMITS.skuSerialDigits, '0')}`;
}
