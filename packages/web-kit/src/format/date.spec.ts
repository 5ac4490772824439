import { formatDate } from './date';

describe('formatDate (en-IN long)', () => {
  it('writes day, month name and year', () => {
    expect(formatDate('2026-03-05T12:00:00.000Z')).toBe('5 March 2026');
    expect(formatDate(new Date(2025, 10, 22, 12))).toBe('22 November 2025');
  });
  it('gives an empty text for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
