import { isUuid } from '@festive/server-kit';

/**
 * The page cursor of GET /api/products: the sort key of the last product shown (created_at as
 * PostgreSQL prints it, to the microsecond; name; id), base64url-encoded JSON. Opaque to the
 * storefront; anything that does not decode to that shape is refused as a bad parameter.
 */
export interface ProductCursor {
  /** created_at as text (`2025-11-22 08:44:00.123456+00`): a JS Date would lose the microseconds. */
  createdAt: string;
  name: string;
  id: string;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:[+-](\d{2})(?::?(\d{2})){0,2}|Z)$/;

/** The shape PostgreSQL prints, with a real calendar date and time (a bad one would be a 500). */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHours = 0] = [1, 2, 3, 4, 5, 6, 8].map((i) =>
    Number(match[i] ?? 0),
  ) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15
  );
}

export function encodeCursor({ createdAt, name, id }: ProductCursor): string {
  return Buffer.from(JSON.stringify([createdAt, name, id]), 'utf8').toString('base64url');
}

/** The cursor's sort key, or null when the text is not a cursor this service wrote. */
export function decodeCursor(text: string): ProductCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 3) return null;
  const [createdAt, name, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !isTimestamp(createdAt)) return null;
  if (typeof name !== 'string' || name.includes('\u0000')) return null;
  if (!isUuid(id)) return null;
  return { createdAt, name, id };
}
