/**
 * An en-IN date formatter made on first use, not when its module loads: a browser's first Intl
 * formatter loads its locale data, which a phone pays for in tens of ms, and most pages show no
 * date at all. An unreadable date gives `fallback(value)`.
 */
export function dateFormatOnFirstUse(
  options: Intl.DateTimeFormatOptions,
  fallback: (value: string | Date) => string = () => '',
): (value: string | Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (value) => {
    const date = typeof value === 'string' ? new Date(value) : value;
    if (Number.isNaN(date.getTime())) return fallback(value);
    format ??= new Intl.DateTimeFormat('en-IN', options);
    return format.format(date);
  };
}

/** An ISO timestamp or Date in en-IN long format ("5 March 2026"); an unreadable value gives ''. */
export const formatDate = dateFormatOnFirstUse({ day: 'numeric', month: 'long', year: 'numeric' });
