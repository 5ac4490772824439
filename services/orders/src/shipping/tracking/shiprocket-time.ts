const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Shiprocket writes its times in Indian time, without a zone. */
const IST_OFFSET = '+05:30';
/** A report dated further ahead than this is a courier's clock gone wrong, not a time to show. */
const FUTURE_SLACK_MS = 24 * 3600 * 1000;

const pad = (value: string | number) => String(value).padStart(2, '0');

/**
 * The moment a Shiprocket tracking report names (`current_timestamp`, a scan's `date`), or null
 * when it names none we can trust. Shiprocket has sent "23 05 2026 11:43:52", "23 May 2026
 * 11:43:52" and "2026-05-23 11:43:52", all in Indian time.
 */
export function parseShiprocketTime(value: string | null | undefined, now = new Date()): Date | null {
  const text = value?.trim();
  if (!text) return null;
  let parts: [string, string, string, string] | null = null;
  const dayFirst = /^(\d{1,2})[ /-](\d{1,2}|[A-Za-z]{3,9})[ /-](\d{4})[ T,]+(\d{1,2}:\d{2}(?::\d{2})?)$/.exec(
    text,
  );
  const isoLike = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text);
  if (dayFirst) {
    const [, day, monthText, year, time] = dayFirst as unknown as [string, string, string, string, string];
    const month = /^\d+$/.test(monthText)
      ? Number(monthText)
      : MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
    parts = [year, pad(month), pad(day), time];
  } else if (isoLike) {
    const [, year, month, day, time] = isoLike as unknown as [string, string, string, string, string];
    parts = [year, month, day, time];
  }
  if (!parts) return null;
  const [year, month, day, time] = parts;
  const [hours = '0', minutes = '0', seconds = '0'] = time.split(':');
  const iso = `${year}-${month}-${day}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${IST_OFFSET}`;
  const parsed = new Date(iso);
  if (Number.isNaN(parsed.getTime())) return null;
  // new Date() rolls 31 Feb over to March: a date that does not round-trip is not a date.
  const local = new Date(parsed.getTime() + 330 * 60 * 1000);
  if (local.getUTCDate() !== Number(day) || local.getUTCMonth() + 1 !== Number(month)) return null;
  if (parsed.getTime() > now.getTime() + FUTURE_SLACK_MS || Number(year) < 2000) return null;
  return parsed;
}
