const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date in India (UTC+5:30, no daylight saving). */
export function indiaDate(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The Indian financial year (April to March) a moment falls in, by the date in India: "2026-27". */
export function financialYear(date: Date): string {
  const { year, month } = indiaDate(date);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String(start + 1).slice(2)}`;
}

/** "FG/26-27/00042": prefix, year and serial, within GST's 16 characters of letters, digits, / and -. */
export function invoiceNumber(prefix: string, year: string, serial: number): string {
  const number = `${prefix}/${year.slice(2)}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new Error(`invoice number ${number} is longer than 16 characters`);
  return number;
}
