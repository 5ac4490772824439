// Made on first use: creating a formatter loads its locale data, which a page that shows no
// moment need not pay for.
let format: Intl.DateTimeFormat | undefined;

const createFormat = () =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/** A moment as the shop reads it: day, month, year and time in India ("20 Oct 2025, 3:45 pm"). */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : (format ??= createFormat()).format(date);
}
