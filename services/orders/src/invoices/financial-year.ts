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

/** GST's limit on an invoice number's length (the orders table holds it to it too). */
export const INVOICE_NUMBER_MAX_LENGTH = 16;

/** The serial's digits at least: 42 is 00042. */
export const INVOICE_SERIAL_DIGITS = 5;

/** What comes before the serial: "FG/26-27/". */
export function invoiceNumberStem(prefix: string, year: string): string {
  return `${prefix}/${year.slice(2)}/`;
}

/** "FG/26-27/00042": prefix, year and serial, within GST's 16 characters of letters, digits, / and -. */
export function invoiceNumber(prefix: string, year: string, serial: number): string {
  const number = `${invoiceNumberStem(prefix, year)}${String(serial).padStart(INVOICE_SERIAL_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH)
    throw new Error(`invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return number;
}
