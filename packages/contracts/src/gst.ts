import { z } from 'zod/mini';
import { SUBCATEGORIES, type Subcategory } from './constants.js';
import { plainString } from './primitives.js';

/*
 * GST by product: each product carries its HSN code and GST rate, the admin form and the demo
 * seed start from the same per-subcategory defaults, and the invoice splits each line's
 * tax-inclusive price at its own rate. Money is integer paise throughout.
 */

/** The GST slabs a product may be sold at, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A product's tax classification: HSN code (4 to 8 digits) and GST rate in percent. */
export interface TaxClass {
  hsnCode: string;
  gstRate: GstRate;
}

export const HSN_CODE_PATTERN = /^\d{4,8}$/;
export const HSN_CODE_MESSAGE = 'must be 4 to 8 digits';
export const GST_RATE_MESSAGE = `must be one of ${GST_RATES.join(', ')}`;

export const isGstRate = (value: unknown): value is GstRate => GST_RATES.includes(value as GstRate);

/** For a product with no subcategory: festive articles (HSN 9505) at 18%, the shop's old default. */
export const DEFAULT_TAX_CLASS: TaxClass = { hsnCode: '9505', gstRate: 18 };

/**
 * The classification a new product starts from, by subcategory (the admin form prefills it and
 * the seed uses it unless a product says otherwise). Sweets are sweetmeats (2106 90) at 5%;
 * decor is ornamental ceramic and terracotta ware (6913) at 12%; personalised gifts are
 * engraved wooden articles (4420) at 12%; a hamper is a mixed supply, taxed at the rate of its
 * highest-rated item, which for food and gift hampers is usually 18%.
 */
export const SUBCATEGORY_TAX_CLASSES: Readonly<Record<Subcategory, TaxClass>> = {
  'Gift Hampers': { hsnCode: '9505', gstRate: 18 },
  'Chocolates & Sweets': { hsnCode: '2106', gstRate: 5 },
  'Home & Decor': { hsnCode: '6913', gstRate: 12 },
  Personalized: { hsnCode: '4420', gstRate: 12 },
};

/** The default classification of a subcategory; anything else gets DEFAULT_TAX_CLASS. */
export function taxClassFor(subcategory: string | null | undefined): TaxClass {
  const known = SUBCATEGORIES.find((name) => name === subcategory?.trim());
  return known ? SUBCATEGORY_TAX_CLASSES[known] : DEFAULT_TAX_CLASS;
}

/** An HSN code as a request field: digits only, 4 to 8 of them. */
export const hsnCodeField = () => plainString().check(z.trim(), z.regex(HSN_CODE_PATTERN, HSN_CODE_MESSAGE));

/** A GST rate as a request field: a number, or its text from a form select ("12", "12.00"). */
export const gstRateField = () =>
  z.pipe(
    z.union([z.number(), plainString()], { error: GST_RATE_MESSAGE }),
    z.transform((value: number | string, ctx): GstRate => {
      const rate = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
      if (!isGstRate(rate)) {
        ctx.issues.push({ code: 'custom', input: value, message: GST_RATE_MESSAGE });
        return z.NEVER;
      }
      return rate;
    }),
  );

/* ---------- The tax in a tax-inclusive amount ---------- */

/** GST contained in an amount, in integer paise: taxable + CGST + SGST + IGST = gross. */
export interface GstSplit {
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** A rate in percent with at most 2 decimals ("18", "12.00", 5) as basis points (1800). */
export function gstRateBasisPoints(rate: number | string): number {
  const text = typeof rate === 'number' ? String(rate) : rate.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a GST rate: "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The GST inside a tax-inclusive amount. Taxable value = gross × 100 / (100 + rate), rounded
 * half up to the paisa; the tax is the rest, so nothing is lost or invented. Within the seller's
 * state the tax is split into CGST and SGST halves that add up to it exactly (an odd paisa goes
 * to CGST); between states it is all IGST.
 */
export function splitInclusiveGst(grossPaise: number, rate: number | string, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(grossPaise) || grossPaise < 0)
    throw new RangeError(`not an amount of paise: ${grossPaise}`);
  const divisor = 10_000 + gstRateBasisPoints(rate);
  // Round half up in integers: floor((2·gross·10000 + divisor) / (2·divisor)).
  const taxablePaise = Math.floor((2 * grossPaise * 10_000 + divisor) / (2 * divisor));
  const tax = grossPaise - taxablePaise;
  if (!intraState) return { grossPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const sgstPaise = Math.floor(tax / 2);
  return { grossPaise, taxablePaise, cgstPaise: tax - sgstPaise, sgstPaise, igstPaise: 0 };
}

export function addGstSplits(splits: readonly GstSplit[]): GstSplit {
  return splits.reduce<GstSplit>(
    (sum, split) => ({
      grossPaise: sum.grossPaise + split.grossPaise,
      taxablePaise: sum.taxablePaise + split.taxablePaise,
      cgstPaise: sum.cgstPaise + split.cgstPaise,
      sgstPaise: sum.sgstPaise + split.sgstPaise,
      igstPaise: sum.igstPaise + split.igstPaise,
    }),
    { grossPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
}

/** One row of an invoice's per-rate summary: the lines at one rate, added up. */
export interface GstRateSummary extends GstSplit {
  /** Basis points (1800 is 18%), so "18" and "18.00" are one rate. */
  rateBasisPoints: number;
}

/** The per-rate summary of an invoice's lines (each split at its own rate), lowest rate first. */
export function summariseGstByRate(
  lines: readonly (GstSplit & { gstRate: number | string })[],
): GstRateSummary[] {
  const byRate = new Map<number, GstSplit[]>();
  for (const line of lines) {
    const key = gstRateBasisPoints(line.gstRate);
    byRate.set(key, [...(byRate.get(key) ?? []), line]);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, splits]) => ({ rateBasisPoints, ...addGstSplits(splits) }));
}
