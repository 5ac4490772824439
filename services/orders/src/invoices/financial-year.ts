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

/**
 * An invoice number is "FG/26-27/00042": this stem (prefix and financial year), then the year's
 * serial with at least INVOICE_SERIAL_DIGITS digits, within GST's INVOICE_NUMBER_MAX_LENGTH
 * characters of letters, digits, / and -. The database writes it as it numbers an invoice
 * (InvoiceService.issueNumber) and refuses a longer one (the orders table's check).
 */
export function invoiceNumberStem(prefix: string, year: string): string {
  return `${prefix}/${year.slice(2)}/`;
}

/** The serial's digits at least: 42 is 00042. */
export const INVOICE_SERIAL_DIGITS = 5;

/** GST's limit on an invoice number's length. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
