/** Dates are shown in English (India) long format, e.g. "5 March 2026". */
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO timestamp or Date in en-IN long format; an unreadable value gives ''. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
