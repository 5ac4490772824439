import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Checks a presigned (query-string SigV4) request the way S3 does, which s3rver does not: the
 * signature must match the method, path, query and every header named in X-Amz-SignedHeaders,
 * and the URL must not have expired. An upload URL signed for `Content-Type: image/png` and a
 * `Content-Length` therefore refuses a PUT of another type or another size, as real S3 would.
 * Pure Node so the catalog's tests can put the same check in front of their own s3rver.
 */

/** Why S3 refuses the request (its error code and message), or undefined when it may go on. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const CREDENTIAL = /^([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** S3 allows a presigned URL at most seven days. */
const MAX_EXPIRES_SECONDS = 604_800;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });
const mismatch: S3Refusal = {
  status: 403,
  code: 'SignatureDoesNotMatch',
  message:
    'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
};

/**
 * The refusal for a presigned request that S3 would refuse, or undefined when the request
 * carries no query signature (header-signed and anonymous requests are s3rver's business) or
 * its signature holds. `secretFor` answers the secret key of an access key id the store knows.
 */
export function presignedRequestRefusal(
  req: IncomingMessage,
  secretFor: (accessKeyId: string) => string | undefined,
  now = new Date(),
): S3Refusal | undefined {
  const url = new URL(req.url ?? '/', 'http://s3.invalid');
  const query = url.searchParams;
  // A CORS preflight carries the signed URL's query but is never signed itself.
  if (!query.has('X-Amz-Algorithm') || req.method === 'OPTIONS') return undefined;
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) return denied('Only AWS4-HMAC-SHA256 is supported');

  const credential = CREDENTIAL.exec(query.get('X-Amz-Credential') ?? '');
  const amzDate = AMZ_DATE.exec(query.get('X-Amz-Date') ?? '');
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const signature = query.get('X-Amz-Signature') ?? '';
  if (!credential || !amzDate || !Number.isInteger(expires) || !signedHeaders.includes('host')) {
    return denied('Query-string authentication requires the X-Amz-* parameters');
  }
  if (expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return denied('X-Amz-Expires must be between 1 and 604800 seconds');
  }
  const [, accessKeyId, day, region, service] = credential as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const [, y, mo, d, h, mi, s] = amzDate.map(Number) as number[] as [number, ...number[]];
  const signedAt = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  if (now.getTime() > signedAt + expires * 1000) return denied('Request has expired');
  if (!query.get('X-Amz-Date')!.startsWith(day))
    return denied('The credential date does not match X-Amz-Date');
  const secret = secretFor(accessKeyId);
  if (secret === undefined) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }

  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, query.get('X-Amz-Date'), scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? undefined : mismatch;
}

/** S3's XML error body for a refusal. */
export function s3ErrorXml(refusal: S3Refusal): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
}
