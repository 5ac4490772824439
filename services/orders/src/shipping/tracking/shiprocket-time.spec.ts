import { parseShiprocketTime } from './shiprocket-time';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('Shiprocket tracking times', () => {
  it.each([
    ['20 11 2026 10:00:00', '2026-11-20T04:30:00.000Z'],
    ['20 Nov 2026 10:00:00', '2026-11-20T04:30:00.000Z'],
    ['05 September 2026 09:05', '2026-09-05T03:35:00.000Z'],
    ['2026-11-20 10:00:00', '2026-11-20T04:30:00.000Z'],
  ])('reads %s as Indian time', (text, iso) => {
    expect(parseShiprocketTime(text, NOW)?.toISOString()).toBe(iso);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['yesterday'],
    ['31 02 2026 10:00:00'],
    ['20 11 2027 10:00:00'],
    ['1 1 1990 10:00'],
  ])('names no time for %p', (text) => {
    expect(parseShiprocketTime(text, NOW)).toBeNull();
  });
});
