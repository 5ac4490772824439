/**
 * Dates are shown in English (India) long format, e.g. "5 March 2026". The formatter is made on
 * first use, not when web-kit loads: a browser's first Intl formatter loads its locale data,
 * which a phone pays for in tens of ms, and most pages show no date at all.
 */
let longDate: Intl.DateTimeFormat | undefined;

/** An ISO timestamp or Date in en-IN long format; an unreadable value gives ''. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  longDate ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
  return longDate.format(date);
}
