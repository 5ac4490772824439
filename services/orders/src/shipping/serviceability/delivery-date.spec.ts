import { earliestDate, isoDeliveryDate } from './delivery-date';

describe('delivery dates from Shiprocket', () => {
  it.each([
    ['Nov 25, 2026', '2026-11-25'],
    ['Jan 5, 2027', '2027-01-05'],
    ['2026-12-01 18:00:00', '2026-12-01'],
    ['soon', null],
    [null, null],
  ])('%s → %s', (etd, iso) => {
    expect(isoDeliveryDate(etd)).toBe(iso);
  });

  it('picks the earliest known date', () => {
    expect(earliestDate(['2026-11-25', null, '2026-11-23'])).toBe('2026-11-23');
    expect(earliestDate([null])).toBeNull();
  });
});
