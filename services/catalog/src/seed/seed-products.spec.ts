import {
  FESTIVALS,
  GST_RATES,
  SUBCATEGORIES,
  hasImageVariants,
  productInputSchema,
} from '@festive/contracts';
import { FESTIVAL_CATEGORIES, OCCASION_CATEGORIES, SEED_TAX_CLASSES } from './data';
import { buildSeedProducts } from './seed-products';

const rows = buildSeedProducts();
const rupees = (price: string) => Number(price);

describe('demo catalogue', () => {
  it('has the 7 festivals in spec order and at least 6 occasions, each with an emoji', () => {
    expect(FESTIVAL_CATEGORIES.map((c) => [c.name, c.order])).toEqual(
      FESTIVALS.map((name, i) => [name, i + 1]),
    );
    expect(OCCASION_CATEGORIES.length).toBeGreaterThanOrEqual(6);
    for (const category of [...FESTIVAL_CATEGORIES, ...OCCASION_CATEGORIES]) {
      expect(category.emoji).toBeTruthy();
      expect(category.items.length).toBeGreaterThan(0);
    }
  });

  it('has at least 48 products with unique slugs and names', () => {
    expect(rows.length).toBeGreaterThanOrEqual(48);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('covers every festival, every occasion and every subcategory', () => {
    const themes = new Set(rows.flatMap((r) => [...(r.tags ?? []), r.occasion]));
    for (const name of [...FESTIVALS, ...OCCASION_CATEGORIES.map((c) => c.name)])
      expect(themes).toContain(name);
    expect(new Set(rows.map((r) => r.subcategory))).toEqual(new Set([...SUBCATEGORIES, null]));
  });

  it('spans prices under and over ₹500 and has low and zero stock', () => {
    const prices = rows.map((r) => rupees(r.price));
    expect(Math.min(...prices)).toBeLessThanOrEqual(149);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(4999);
    expect(prices.filter((p) => p < 500).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.stock === 0)).toHaveLength(1);
    expect(rows.filter((r) => r.stock > 0 && r.stock <= 5).length).toBeGreaterThanOrEqual(3);
  });

  it('uses the top-level categories, except a few older products with a specific name', () => {
    const legacy = rows.filter((r) => r.occasion !== 'Festivals' && r.occasion !== 'Occasions');
    expect(legacy.map((r) => r.occasion)).toEqual(expect.arrayContaining(['Diwali', 'Holi', 'Birthday']));
    expect(legacy.length).toBeLessThan(6);
  });

  it('numbers SKUs by the spec rule: category and subcategory letters, 3-digit serial', () => {
    const skus = rows.map((r) => r.sku).filter((sku): sku is string => sku !== null);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^[FO][GCHP]\d{3}$/);
    expect(rows.find((r) => r.slug === 'terracotta-diya-set')?.sku).toBe('FH001');
    expect(rows.find((r) => r.slug === 'diwali-dry-fruit-hamper')?.sku).toBe('FG001');
    expect(rows.find((r) => r.slug === 'soan-papdi-classic')?.sku).toMatch(/^FC\d{3}$/);
    expect(rows.filter((r) => r.sku === null).map((r) => r.category)).toEqual(['Handicrafts', 'Handicrafts']);
  });

  it('sets category to the subcategory and links each picture', () => {
    for (const row of rows) {
      if (row.subcategory) expect(row.category).toBe(row.subcategory);
      expect(row.image).toBe(`/objects/seed/${row.slug}.svg`);
      // so phones are sent WebP copies of it (image-variants in contracts)
      expect(hasImageVariants(row.image)).toBe(true);
    }
  });

  it('would pass the admin product form validation', () => {
    for (const row of rows) {
      const result = productInputSchema.safeParse({ ...row, tags: row.tags ?? undefined });
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('classifies every product for GST by what it is: sweets at 5%, decor and handicrafts at 12%', () => {
    expect(Object.keys(SEED_TAX_CLASSES).sort()).toEqual(rows.map((r) => r.slug).sort());
    const tax = (slug: string) => {
      const row = rows.find((r) => r.slug === slug)!;
      return [row.hsnCode, row.gstRate];
    };
    expect(tax('kaju-katli-box')).toEqual(['2106', '5']);
    expect(tax('soan-papdi-classic')).toEqual(['2106', '5']);
    expect(tax('terracotta-diya-set')).toEqual(['6913', '12']);
    expect(tax('festive-glow-candles')).toEqual(['3406', '12']);
    expect(tax('brass-urli-candles')).toEqual(['7419', '12']);
    expect(tax('chocolate-heart-box')).toEqual(['1806', '18']);
    for (const row of rows) {
      expect(row.hsnCode).toMatch(/^\d{4,8}$/);
      expect(GST_RATES.map(String)).toContain(row.gstRate);
    }
    // Mithai is never taxed as a chocolate, whatever its subcategory's default.
    const sweets = rows.filter((r) => /katli|barfi|papdi|gujiya|mithai/i.test(r.name));
    expect(sweets.length).toBeGreaterThanOrEqual(5);
    for (const row of sweets) expect(row.gstRate).toBe('5');
  });
});
