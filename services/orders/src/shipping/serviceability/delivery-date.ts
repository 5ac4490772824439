const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Shiprocket's "Nov 25, 2026" (or an ISO date) as "2026-11-25"; null when unreadable. */
export function isoDeliveryDate(etd: string | null | undefined): string | null {
  if (!etd) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(etd);
  if (iso) return iso[1] ?? null;
  const match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})/.exec(etd.trim());
  if (!match) return null;
  const month = MONTHS.indexOf(match[1]!.toLowerCase());
  if (month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

/** The earliest of the couriers' dates: what the shopper can hope for. */
export function earliestDate(dates: (string | null)[]): string | null {
  const known = dates.filter((date): date is string => date !== null).sort();
  return known[0] ?? null;
}
