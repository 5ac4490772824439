import { financialYear, invoiceNumberStem } from './financial-year';
import { gstState, sameState } from './indian-states';
import { sumTax, taxLine } from './gst';

describe('GST in a tax-inclusive price', () => {
  it('splits 18% inside the state into CGST and SGST, to the paisa', () => {
    // ₹1,180.00 at 18%: taxable 1,000.00, tax 180.00.
    expect(taxLine({ unitPaise: 118_000, quantity: 1, gstRate: '18' }, true)).toEqual({
      grossPaise: 118_000,
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
  });

  it('charges IGST between states', () => {
    expect(taxLine({ unitPaise: 118_000, quantity: 1, gstRate: '18' }, false)).toMatchObject({
      taxablePaise: 100_000,
      igstPaise: 18_000,
      cgstPaise: 0,
    });
  });

  it('rounds the taxable value to the paisa and keeps taxable + tax = price paid', () => {
    // ₹499.50 × 3 at 12%: 1498.50 / 1.12 = 1337.946... → 1337.95; tax 160.55 → CGST 80.28, SGST 80.27.
    const line = taxLine({ unitPaise: 49_950, quantity: 3, gstRate: '12.00' }, true);
    expect(line).toEqual({
      grossPaise: 149_850,
      taxablePaise: 133_795,
      cgstPaise: 8_028,
      sgstPaise: 8_027,
      igstPaise: 0,
    });
    expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.grossPaise);
  });

  it('adds lines up without losing a paisa', () => {
    const lines = [
      taxLine({ unitPaise: 10, quantity: 3, gstRate: '5' }, false),
      taxLine({ unitPaise: 99_999, quantity: 1, gstRate: '28' }, false),
    ];
    const total = sumTax(lines);
    expect(total.grossPaise).toBe(100_029);
    expect(total.taxablePaise + total.igstPaise).toBe(100_029);
  });

  it('reads a 0% rate as no tax', () => {
    expect(taxLine({ unitPaise: 5_000, quantity: 2, gstRate: '0' }, true)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });
});

describe('place of supply', () => {
  it.each([
    ['tamil nadu', 'Tamil Nadu', '33'],
    ['Orissa', 'Odisha', '21'],
    ['NCT of Delhi', 'Delhi', '07'],
    ['Jammu & Kashmir', 'Jammu and Kashmir', '01'],
    ['Atlantis', 'Atlantis', null],
  ])('%s is %s (%s)', (typed, name, code) => {
    expect(gstState(typed)).toEqual({ name, code });
  });

  it('compares states by GST code, else by name', () => {
    expect(sameState('New Delhi', 'Delhi')).toBe(true);
    expect(sameState('Maharashtra', 'Delhi')).toBe(false);
    expect(sameState('Atlantis', ' atlantis ')).toBe(true);
  });
});

describe('invoice numbering', () => {
  it('follows the Indian financial year by the date in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
  });

  it('starts a number with the prefix and the financial year', () => {
    expect(invoiceNumberStem('FG', '2026-27')).toBe('FG/26-27/');
  });
});
