const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/**
 * Whether a key is one of ours: plain path segments only. Rejects `..` and `.` segments, empty
 * segments, backslashes and encoded slashes (express decodes `%2F` inside a segment), so a key
 * can never climb out of the bucket prefix it names.
 */
export function isSafeObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}
