import { productInputSchema } from './catalog';
import { SUBCATEGORIES } from './constants';
import {
  addGstSplits,
  DEFAULT_TAX_CLASS,
  GST_RATES,
  splitInclusiveGst,
  SUBCATEGORY_TAX_CLASSES,
  summariseGstByRate,
  taxClassFor,
} from './gst';

describe('the GST inside a tax-inclusive amount', () => {
  it('splits 18% within the state into equal CGST and SGST', () => {
    // ₹1,180.00 at 18%: taxable ₹1,000.00, tax ₹180.00.
    expect(splitInclusiveGst(118_000, 18, true)).toEqual({
      grossPaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
  });

  it('charges the whole tax as IGST between states', () => {
    expect(splitInclusiveGst(118_000, 18, false)).toEqual({
      grossPaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
    });
  });

  it('rounds the taxable value half up and gives an odd paisa of tax to CGST', () => {
    // Kaju katli ₹649.00 at 5%: 64900 × 100 / 105 = 61809.52… → 61810; tax 3090 → 1545 + 1545.
    expect(splitInclusiveGst(64_900, 5, true)).toMatchObject({ taxablePaise: 61_810, cgstPaise: 1_545 });
    // ₹1,498.50 at 12%: 149850 / 1.12 = 133794.64… → 133795; tax 16055 → CGST 8028, SGST 8027.
    expect(splitInclusiveGst(149_850, '12.00', true)).toEqual({
      grossPaise: 149_850,
      taxablePaise: 133_795,
      cgstPaise: 8_028,
      sgstPaise: 8_027,
      igstPaise: 0,
    });
  });

  it('keeps taxable + tax equal to the amount, and the halves equal to the tax, for every rate', () => {
    for (const rate of GST_RATES) {
      for (const gross of [0, 1, 3, 99, 101, 14_999, 64_900, 99_999, 1_234_567, 9_999_999_999]) {
        for (const intraState of [true, false]) {
          const split = splitInclusiveGst(gross, rate, intraState);
          const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
          expect(split.taxablePaise + tax).toBe(gross);
          expect(Number.isInteger(split.taxablePaise)).toBe(true);
          if (intraState) {
            expect(split.igstPaise).toBe(0);
            expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
            expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
          } else {
            expect(split.cgstPaise + split.sgstPaise).toBe(0);
          }
        }
      }
    }
  });

  it('reads 0% as no tax', () => {
    expect(splitInclusiveGst(5_000, 0, true)).toMatchObject({
      taxablePaise: 5_000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('refuses a rate or an amount it cannot read', () => {
    expect(() => splitInclusiveGst(100, '18%', true)).toThrow(RangeError);
    expect(() => splitInclusiveGst(1.5, 18, true)).toThrow(RangeError);
  });
});

describe('the per-rate summary of a mixed-rate order', () => {
  // Kaju katli 5%, a terracotta diya set ×3 at 12%, truffles at 18% and a rakhi at 0%.
  const lines = [
    { gstRate: 5, grossPaise: 64_900 },
    { gstRate: '12.00', grossPaise: 3 * 34_900 },
    { gstRate: 18, grossPaise: 129_900 },
    { gstRate: '5', grossPaise: 14_900 },
    { gstRate: 0, grossPaise: 19_900 },
  ];

  it.each([true, false])('adds each rate up and loses no paisa (intra-state: %s)', (intraState) => {
    const split = lines.map((line) => ({
      ...line,
      ...splitInclusiveGst(line.grossPaise, line.gstRate, intraState),
    }));
    const summary = summariseGstByRate(split);
    expect(summary.map((row) => row.rateBasisPoints)).toEqual([0, 500, 1200, 1800]);
    const fivePercent = summary[1]!;
    expect(fivePercent.grossPaise).toBe(64_900 + 14_900);
    // Summed per line: 61810 + 14190 (14900 / 1.05 = 14190.47…).
    expect(fivePercent.taxablePaise).toBe(61_810 + 14_190);
    const total = addGstSplits(summary);
    expect(total).toEqual(addGstSplits(split));
    expect(total.grossPaise).toBe(64_900 + 104_700 + 129_900 + 14_900 + 19_900);
    expect(total.taxablePaise + total.cgstPaise + total.sgstPaise + total.igstPaise).toBe(total.grossPaise);
    if (intraState) expect(total.igstPaise).toBe(0);
    else expect(total.cgstPaise + total.sgstPaise).toBe(0);
  });
});

describe('tax classes', () => {
  it('has a default for every subcategory, at a GST slab', () => {
    for (const subcategory of SUBCATEGORIES) {
      const taxClass = SUBCATEGORY_TAX_CLASSES[subcategory];
      expect(taxClass.hsnCode).toMatch(/^\d{4,8}$/);
      expect(GST_RATES).toContain(taxClass.gstRate);
    }
    expect(taxClassFor('Chocolates & Sweets')).toEqual({ hsnCode: '2106', gstRate: 5 });
    expect(taxClassFor(' Home & Decor ')).toEqual({ hsnCode: '6913', gstRate: 12 });
    expect(taxClassFor('Handicrafts')).toEqual(DEFAULT_TAX_CLASS);
    expect(taxClassFor(null)).toEqual(DEFAULT_TAX_CLASS);
  });

  const base = { name: 'Soan Papdi', description: '', price: '149', image: '/objects/seed/soan.svg' };

  it('takes an HSN code and a GST rate with a product, a rate also as text', () => {
    expect(productInputSchema.parse({ ...base, hsnCode: ' 21069099 ', gstRate: '5' })).toMatchObject({
      hsnCode: '21069099',
      gstRate: 5,
    });
    expect(productInputSchema.parse({ ...base, gstRate: 28 }).gstRate).toBe(28);
    expect(productInputSchema.parse(base)).not.toHaveProperty('hsnCode');
  });

  it.each([
    ['hsnCode', '950', 'must be 4 to 8 digits'],
    ['hsnCode', '9505 10', 'must be 4 to 8 digits'],
    ['hsnCode', '123456789', 'must be 4 to 8 digits'],
    ['gstRate', 15, 'must be one of 0, 5, 12, 18, 28'],
    ['gstRate', '', 'must be one of 0, 5, 12, 18, 28'],
    ['gstRate', true, 'must be one of 0, 5, 12, 18, 28'],
  ])('refuses %s %j', (field, value, message) => {
    const result = productInputSchema.safeParse({ ...base, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });
});
