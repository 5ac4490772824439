import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The admin password's stored form: `scrypt$<N>$<r>$<p>$<salt>$<key>` (salt and key in
 * base64url). scrypt is memory-hard, so a leaked hash is slow to guess at; the parameters
 * travel with the hash so they can be raised later without breaking existing ones.
 */
const PREFIX = 'scrypt';
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const HASH_PATTERN = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

interface ParsedHash {
  params: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function derive(
  password: string,
  salt: Buffer,
  length: number,
  params: ParsedHash['params'],
): Promise<Buffer> {
  // Node refuses N*r*128 above maxmem (32 MB by default); allow what the parameters need.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function parse(hash: string): ParsedHash | undefined {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return undefined;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // N must be a power of two above 1; small bounds keep a hostile value from exhausting memory.
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  return {
    params: { N, r, p },
    salt: Buffer.from(match[4]!, 'base64url'),
    key: Buffer.from(match[5]!, 'base64url'),
  };
}

/** Whether a configured value is a hash this module can check. */
export const isPasswordHash = (value: string): boolean => parse(value) !== undefined;

export async function hashPassword(password: string, params = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Checks a password against a stored hash; the key comparison takes constant time. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/**
 * Constant-time comparison of two plain texts (the development password): digests first, so
 * neither the length nor the first differing character shows in the time taken.
 */
export function plainPasswordsMatch(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value.normalize('NFC')).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
