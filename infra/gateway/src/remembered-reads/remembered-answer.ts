import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { CATALOGUE_VERSION_HEADER } from '@festive/contracts';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import vary from 'vary';
import { REQUEST_ID_HEADER } from '../request-id';

/**
 * A public catalogue read's answer as the catalog gave it, and what the gateway's own pipeline
 * (request id, security headers, the proxy's header copy, compression, the service's 304) makes of
 * it, worked out once so each answer from memory is a few header writes and one buffer.
 */
export interface RememberedAnswer {
  /** Tag of the catalogue version it was worked out under. */
  tag: string;
  /** The catalog's headers the proxy copies to the browser, per-request ones left out. */
  headers: [string, string | string[]][];
  /** Their names (lower case): a security header of the same name gives way to the catalog's. */
  names: Set<string>;
  /** The same for a 304: what the service's express leaves on one (no Content-Type/-Length). */
  notModifiedHeaders: [string, string | string[]][];
  etag: string | undefined;
  body: Buffer;
  /** Vary once compression has looked at it, when it does (a compressible type). */
  vary: string | undefined;
  /** Whether compression would encode it for a client asking (big enough, no no-transform). */
  encodable: boolean;
  /** The body in each encoding a client was given, made on first use. */
  encoded: Map<string, Buffer>;
}

/** Headers that belong to one request or one connection, never to a remembered answer. */
const PER_REQUEST = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  REQUEST_ID_HEADER,
  CATALOGUE_VERSION_HEADER,
]);
const NOT_ON_304 = new Set(['content-type', 'content-length']);

/** compression's own threshold (the gateway uses the default): smaller answers go as they are. */
const COMPRESSION_THRESHOLD = 1024;
/** What compression 1.8 offers and prefers (Node has brotli), in its order. */
const SUPPORTED_ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED_ENCODINGS = ['br', 'gzip'];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
/** compression's brotli quality; gzip and deflate use zlib's defaults there too. */
const BROTLI_QUALITY = 4;

const text = (value: string | string[] | number | undefined): string | undefined =>
  value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);

/**
 * Whether the catalog's answer may be remembered at all: 200 with a version tag, sent whole with
 * its length, unencoded, setting no cookie, and not marked private or no-store.
 */
export function rememberable(upstream: IncomingMessage): string | undefined {
  const { headers } = upstream;
  const tag = headers[CATALOGUE_VERSION_HEADER];
  if (upstream.statusCode !== 200 || typeof tag !== 'string' || !tag) return undefined;
  if (headers['set-cookie'] || headers['content-length'] === undefined) return undefined;
  if ((headers['content-encoding'] ?? 'identity') !== 'identity') return undefined;
  if (/\b(?:private|no-store)\b/i.test(headers['cache-control'] ?? '')) return undefined;
  return tag;
}

/**
 * The remembered form of an upstream answer. `compressible` is the gateway's compression filter
 * for this content type (app.ts), so what is remembered follows the same rules as what is sent.
 */
export function rememberAnswer(
  tag: string,
  upstreamHeaders: IncomingHttpHeaders,
  body: Buffer,
  compressible: (contentType: string) => boolean,
): RememberedAnswer {
  const headers: [string, string | string[]][] = [];
  for (const [name, value] of Object.entries(upstreamHeaders)) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    headers.push([name, value]);
  }
  const contentType = text(upstreamHeaders['content-type']);
  const transformable = !NO_TRANSFORM.test(text(upstreamHeaders['cache-control']) ?? '');
  const compressed = contentType !== undefined && compressible(contentType) && transformable;
  return {
    tag,
    headers,
    names: new Set(headers.map(([name]) => name)),
    notModifiedHeaders: headers.filter(([name]) => !NOT_ON_304.has(name)),
    etag: text(upstreamHeaders.etag),
    body,
    vary: compressed ? vary.append(text(upstreamHeaders.vary) ?? '', 'Accept-Encoding') : undefined,
    encodable: compressed && body.length >= COMPRESSION_THRESHOLD,
    encoded: new Map(),
  };
}

/** Bytes an answer holds in memory (its encodings included, a rough allowance for headers). */
export const answerSize = (answer: RememberedAnswer): number => {
  let size = answer.body.length + 512;
  for (const encoded of answer.encoded.values()) size += encoded.length;
  return size;
};

/** The encoding compression would choose for this Accept-Encoding (remembered per header value). */
export function encodingChooser(): (acceptEncoding: string | undefined) => string {
  const chosen = new Map<string, string>();
  return (acceptEncoding) => {
    if (!acceptEncoding) return 'identity';
    let method = chosen.get(acceptEncoding);
    if (method === undefined) {
      const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
      method = negotiator.encoding(SUPPORTED_ENCODINGS, PREFERRED_ENCODINGS) ?? 'identity';
      // Browsers send a handful of distinct values; anything stranger is not kept.
      if (chosen.size < 64) chosen.set(acceptEncoding, method);
    }
    return method;
  };
}

function encode(body: Buffer, method: string): Buffer {
  if (method === 'gzip') return gzipSync(body);
  if (method === 'br') {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  return deflateSync(body);
}

/** The body for a client asking with this Accept-Encoding, and the encoding it is in. */
export function bodyFor(
  answer: RememberedAnswer,
  method: string,
): { body: Buffer; encoding: string | undefined; grew: number } {
  if (!answer.encodable || method === 'identity') return { body: answer.body, encoding: undefined, grew: 0 };
  let body = answer.encoded.get(method);
  let grew = 0;
  if (!body) {
    body = encode(answer.body, method);
    answer.encoded.set(method, body);
    grew = body.length;
  }
  return { body, encoding: method, grew };
}

export interface SendContext {
  /** The request id the gateway gives this request (request-id.ts). */
  requestId: string;
  /** The security headers every answer carries (security-headers.ts). */
  securityHeaders: readonly (readonly [string, string])[];
  chooseEncoding: (acceptEncoding: string | undefined) => string;
}

/**
 * Sends a remembered answer as the gateway's normal path would: its request id and security
 * headers, then the catalog's headers over them (as the proxy copies them), the connection as the
 * proxy sets it, compression's Vary and encoding, and 304 when If-None-Match matches (weakly, by
 * the same `fresh` the service's express uses). Returns the bytes an encoding newly added.
 */
export function sendRemembered(
  req: IncomingMessage,
  res: ServerResponse,
  answer: RememberedAnswer,
  context: SendContext,
): number {
  const headers: OutgoingHttpHeaders = { [REQUEST_ID_HEADER]: context.requestId };
  // A service's own header of the same name replaces the gateway's, as the proxy's setHeader does.
  for (const [name, value] of context.securityHeaders) {
    if (!answer.names.has(name.toLowerCase())) headers[name] = value;
  }
  const notModified =
    answer.etag !== undefined && fresh(req.headers, { etag: answer.etag, 'last-modified': undefined });
  for (const [name, value] of notModified ? answer.notModifiedHeaders : answer.headers) headers[name] = value;
  headers.connection = req.headers.connection || 'keep-alive';
  if (notModified) {
    res.writeHead(304, headers);
    res.end();
    return 0;
  }
  if (answer.vary !== undefined) headers.vary = answer.vary;
  if (req.method === 'HEAD') {
    res.writeHead(200, headers);
    res.end();
    return 0;
  }
  const { body, encoding, grew } = bodyFor(
    answer,
    context.chooseEncoding(text(req.headers['accept-encoding'])),
  );
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
  }
  res.writeHead(200, headers);
  res.end(body);
  return grew;
}
