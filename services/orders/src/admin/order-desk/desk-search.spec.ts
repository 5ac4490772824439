import { dayRange, pageOf, searchKeys } from './desk-search';

describe('searchKeys: what a typed search can be', () => {
  it('reads an order number with the prefix as that order only', () => {
    for (const typed of ['FG-100040', 'fg100040', ' #FG 100040 ', 'FG–100040']) {
      expect(searchKeys(typed)).toEqual({ orderNumber: 100040 });
    }
  });

  it('reads fewer than 10 digits as a whole order number or an AWB', () => {
    expect(searchKeys('100040')).toEqual({ orderNumber: 100040, awb: '100040' });
    expect(searchKeys('40')).toEqual({ orderNumber: 40, awb: '40' });
  });

  it('reads 10 or more digits as a phone (its last 10) or an AWB, whatever separates them', () => {
    expect(searchKeys('9876543210')).toEqual({ phone: '9876543210', awb: '9876543210' });
    expect(searchKeys('+91 98765-43210')).toEqual({ phone: '9876543210', awb: '919876543210' });
    expect(searchKeys('09876543210')).toEqual({ phone: '9876543210', awb: '09876543210' });
  });

  it('reads anything else as a part of a name (LIKE wildcards escaped) or an AWB', () => {
    expect(searchKeys(' Asha ')).toEqual({ namePattern: '%Asha%', awb: 'Asha' });
    expect(searchKeys('50%_off\\')).toEqual({ namePattern: '%50\\%\\_off\\\\%', awb: '50%_off\\' });
    expect(searchKeys('FGX')).toEqual({ namePattern: '%FGX%', awb: 'FGX' });
  });

  it('has no keys for a blank search', () => {
    expect(searchKeys(undefined)).toBeNull();
    expect(searchKeys('   ')).toBeNull();
  });
});

describe('dayRange: IST days, both ends inclusive', () => {
  it('starts at midnight in India and ends at the next midnight', () => {
    expect(dayRange('2025-10-20', '2025-10-21')).toEqual({
      start: new Date('2025-10-19T18:30:00.000Z'),
      end: new Date('2025-10-21T18:30:00.000Z'),
    });
    expect(dayRange(undefined, undefined)).toEqual({ start: undefined, end: undefined });
  });
});

describe('pageOf', () => {
  it('defaults to the first page of the given size', () => {
    expect(pageOf({}, 20)).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(pageOf({ page: 3, pageSize: 10 }, 20)).toEqual({ page: 3, pageSize: 10, offset: 20 });
  });
});
