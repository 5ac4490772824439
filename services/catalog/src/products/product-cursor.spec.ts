import { decodeCursor, encodeCursor } from './product-cursor';

describe('product page cursor', () => {
  const key = {
    createdAt: '2025-11-22 08:44:00.123456+00',
    name: "Valentine's Day Hamper — मिठाई 🎁",
    id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
  };

  it('reads the ways PostgreSQL prints a timestamp', () => {
    for (const createdAt of [
      '2025-11-22 08:44:00+00',
      '2024-02-29 23:59:59.5+05:30',
      '2025-01-01T00:00:00Z',
    ]) {
      expect(decodeCursor(encodeCursor({ ...key, createdAt }))?.createdAt).toBe(createdAt);
    }
  });

  it('round-trips the sort key, microseconds and any name included', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(key);
  });

  it.each([
    ['not base64 JSON', 'hello'],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad timestamp', encodeCursor({ ...key, createdAt: "2025-01-01'; DROP TABLE x;--" })],
    ['a bad id', encodeCursor({ ...key, id: 'x' })],
    ['the 30th of February', encodeCursor({ ...key, createdAt: '2025-02-30 10:00:00+00' })],
    ['month 13', encodeCursor({ ...key, createdAt: '2025-13-01 10:00:00+00' })],
    ['hour 24', encodeCursor({ ...key, createdAt: '2025-01-01 24:00:00+00' })],
    ['a 16-hour offset', encodeCursor({ ...key, createdAt: '2025-01-01 10:00:00+16' })],
    ['a NUL in the name', encodeCursor({ ...key, name: 'a\u0000b' })],
    ['a number for a name', Buffer.from(JSON.stringify([key.createdAt, 5, key.id])).toString('base64url')],
  ])('refuses %s', (_label, text) => {
    expect(decodeCursor(text)).toBeNull();
  });
});
