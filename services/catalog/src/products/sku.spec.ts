import { nextSku, skuPrefix, skuSerial } from './sku';

describe('SKU rule (spec §5)', () => {
  it('takes the upper-cased first letters of category and subcategory', () => {
    expect(skuPrefix('Festivals', 'Gift Hampers')).toBe('FG');
    expect(skuPrefix('occasions', ' chocolates & Sweets')).toBe('OC');
  });

  it('starts at 001', () => {
    expect(nextSku('FG', [])).toBe('FG001');
    expect(nextSku('FG', [null, 'OC004', 'FH002'])).toBe('FG001');
  });

  it('goes one above the highest serial with the same prefix, not the count', () => {
    expect(nextSku('FG', ['FG001', 'FG007', 'FG003', 'OG010'])).toBe('FG008');
  });

  it('ignores SKUs that only look similar', () => {
    expect(nextSku('FG', ['FGX12', 'FG', 'AFG009', 'FG1a'])).toBe('FG001');
    expect(skuSerial('FG012', 'FG')).toBe(12);
    expect(skuSerial('FG-12', 'FG')).toBeUndefined();
  });

  it('keeps counting past 999', () => {
    expect(nextSku('FH', ['FH999'])).toBe('FH1000');
  });
});
