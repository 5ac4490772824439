import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { readRemoteManifest } from '@festive/contracts';

/**
 * Where the shop's pages may reach besides their own origin. Every entry is an exact origin
 * (scheme, host, port): a wildcard host would let any bucket or subdomain serve scripts.
 */
export interface CspSources {
  /** Origins remotes.json points at: the federation runtime loads their scripts and chunks. */
  remoteOrigins: readonly string[];
  /** Other script origins: Razorpay's checkout.js in production. */
  scriptOrigins: readonly string[];
  /** Origins the page sends requests to and shows images from: the S3 bucket for uploads. */
  connectOrigins: readonly string[];
  /** Pages the shop frames or posts a form to: the payment provider's checkout. */
  frameOrigins: readonly string[];
  /**
   * `'sha256-…'` of each inline script the shell's index.html runs (inlineScriptHashes): the only
   * inline code allowed; there is no 'unsafe-inline' or 'unsafe-eval' for scripts.
   */
  scriptHashes?: readonly string[];
}

/** Script types a browser runs; any other type (application/ld+json, say) is a data block. */
const EXECUTABLE_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string): string | undefined => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

/**
 * The CSP hash source of every inline script of a page that a browser would run (no `src`, a
 * JavaScript type). JSON-LD and other data blocks are never run, so script-src does not apply to
 * them and they need no hash. The shell's index.html has none today; one added later is allowed
 * by its hash, computed from the built file, instead of by 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * How long an API answer's policy may go on what the gateway read of a built file (index.html,
 * remotes.json) before the file is looked at again. A page is always checked against the files
 * (a reload after a redeploy gets the new policy at once); the API answers, most of what a busy
 * gateway sends, are not made to stat two files each (that was a fifth of its CPU on remembered
 * catalogue reads).
 */
export const BUILT_FILE_RECHECK_MS = 1000;

/**
 * A value read from a file, read again when the file's modification time has changed. `lookNow`
 * looks at the file; otherwise it is looked at no more than once every BUILT_FILE_RECHECK_MS.
 * `fallback` while the file is missing or broken.
 */
function builtFileReader<T>(
  file: string | undefined,
  read: (text: string) => T,
  fallback: T,
): (lookNow?: boolean) => T {
  let seen = -1;
  let checkedAt = -Infinity;
  let value = fallback;
  return (lookNow = true) => {
    if (!file) return value;
    const now = Date.now();
    if (!lookNow && now - checkedAt < BUILT_FILE_RECHECK_MS) return value;
    checkedAt = now;
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime === seen) return value;
      seen = mtime;
      value = read(readFileSync(file, 'utf8'));
    } catch {
      value = fallback;
    }
    return value;
  };
}

/** The script hashes of a built index.html, re-read when the file changes (a redeploy). */
export function scriptHashesReader(indexHtmlFile: string | undefined): (lookNow?: boolean) => string[] {
  // No build yet: the page itself is a 404 then.
  return builtFileReader(indexHtmlFile, inlineScriptHashes, []);
}

const list = (origins: readonly string[]) => (origins.length ? ` ${[...new Set(origins)].join(' ')}` : '');

/**
 * The Content-Security-Policy for the shop's pages. Scripts run only from the shop, the remotes'
 * exact origins and the payment provider's checkout, plus inline scripts by their hash: no
 * 'unsafe-inline', no 'unsafe-eval', no wildcard host. Styles allow inline because emotion
 * (Chakra) injects <style> tags at run time. Images may come from any https address (the
 * administrator may give a product image as a URL).
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const { remoteOrigins, scriptOrigins, connectOrigins, frameOrigins, scriptHashes = [] } = sources;
  return [
    "default-src 'self'",
    `script-src 'self'${list([...remoteOrigins, ...scriptOrigins, ...scriptHashes])}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${list(connectOrigins)}`,
    "font-src 'self' data:",
    `connect-src 'self'${list([...remoteOrigins, ...connectOrigins])}`,
    `frame-src 'self'${list(frameOrigins)}`,
    `form-action 'self'${list(frameOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * An exact origin for the policy; refuses wildcards, paths and anything that is not http(s), so a
 * typo cannot widen what may run on the shop's pages.
 */
export function cspOrigin(value: string, name: string): string {
  if (value.includes('*')) throw new Error(`${name}: "${value}" has a wildcard; name each origin`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not an origin like https://cdn.example.in`);
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`${name}: "${value}" is not an origin like https://cdn.example.in`);
  }
  return url.origin;
}

/** The cross-origin remote origins in remotes.json: their scripts must be allowed to run. */
export function remoteOriginsOf(remotesJsonText: string): string[] {
  const entries = readRemoteManifest(JSON.parse(remotesJsonText)).map((remote) => remote.entry);
  return entries
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
    .map((url) => cspOrigin(new URL(url).origin, 'remotes.json'));
}

/** Cross-origin origins named in remotes.json, re-read when the file changes (a redeploy). */
function remoteOriginsReader(remotesJsonFile: string | undefined): (lookNow?: boolean) => string[] {
  // A missing or broken remotes.json is reported by the /remotes.json route itself.
  return builtFileReader(remotesJsonFile, (text) => [...new Set(remoteOriginsOf(text))], []);
}

/** HSTS on answers to https requests: a year, subdomains included (as the production nginx). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Who may frame a page and how it treats its opener: the document-only headers besides the CSP. */
export const FRAMING_HEADERS = {
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
} as const;

/**
 * Headers a browser reads only on a document: the page's policy, who may frame it, how it treats
 * its opener. A script or style sheet is never one (it runs or applies inside the page that
 * loaded it, under that page's headers), so its answer goes without them: on the dozen scripts of
 * a first visit they were some 8 KB of headers, uncompressed over HTTP/1.1. nosniff stays, as it
 * is what makes a browser refuse a script served as another type. Should the shop ever start a
 * Worker, its script would need the policy back: a worker runs under its own script's CSP.
 */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', ...Object.keys(FRAMING_HEADERS)];

/** A script or style sheet, by the path asked for (kept as source text for nginx's map). */
export const SCRIPT_OR_STYLE_PATH_SOURCE = '\\.(?:m?js|css)$';
const scriptOrStylePath = new RegExp(SCRIPT_OR_STYLE_PATH_SOURCE);
export const isScriptOrStylePath = (path: string): boolean => scriptOrStylePath.test(path);

/**
 * What an answer is, for its security headers: a script or style sheet goes without the
 * document-only ones; an API answer may carry a policy up to BUILT_FILE_RECHECK_MS old; a page's
 * policy is checked against the built files as it is sent.
 */
export type AnswerKind = 'page' | 'api' | 'script-or-style';

export const answerKind = (path: string): AnswerKind =>
  isScriptOrStylePath(path) ? 'script-or-style' : path.startsWith('/api/') ? 'api' : 'page';

/** The security headers of an answer, by whether its request came over https and what it is. */
export type SecurityHeaderValues = (
  secure: boolean,
  kind?: AnswerKind,
) => readonly (readonly [string, string])[];

/**
 * Security headers on every answer; a proxied service may still set its own. HSTS goes only on
 * answers over https (a browser ignores it over http, and localhost must stay reachable by http).
 * As a list, for the answers the gateway gives from memory before express (remembered-reads/).
 * Each list is worked out once and given again until the files behind the policy change.
 */
export function securityHeaderValues(
  sources: Omit<CspSources, 'remoteOrigins' | 'scriptHashes'>,
  remotesJsonFile?: string,
  shellIndexHtml?: string,
): SecurityHeaderValues {
  const remoteOrigins = remoteOriginsReader(remotesJsonFile);
  const scriptHashes = scriptHashesReader(shellIndexHtml);
  const build = (secure: boolean, policy: string | undefined): [string, string][] => {
    const headers: [string, string][] = [];
    if (policy !== undefined) headers.push(['Content-Security-Policy', policy]);
    if (secure) headers.push(['Strict-Transport-Security', HSTS]);
    headers.push(
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    );
    if (policy !== undefined) headers.push(...Object.entries(FRAMING_HEADERS));
    return headers;
  };
  // Scripts and style sheets carry no policy: their lists never change.
  const forScripts = [build(false, undefined), build(true, undefined)] as const;
  let documents: { origins: string[]; hashes: string[]; lists: [string, string][][] } | undefined;
  return (secure, kind = 'page') => {
    if (kind === 'script-or-style') return forScripts[secure ? 1 : 0];
    const origins = remoteOrigins(kind === 'page');
    const hashes = scriptHashes(kind === 'page');
    if (documents?.origins !== origins || documents.hashes !== hashes) {
      const policy = contentSecurityPolicy({ ...sources, remoteOrigins: origins, scriptHashes: hashes });
      documents = { origins, hashes, lists: [build(false, policy), build(true, policy)] };
    }
    return documents.lists[secure ? 1 : 0]!;
  };
}

/** The security headers as express middleware. */
export function securityHeadersFrom(values: SecurityHeaderValues): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of values(req.secure, answerKind(req.path))) res.setHeader(name, value);
    next();
  };
}

/** The security headers as express middleware, from their sources. */
export function securityHeaders(
  sources: Omit<CspSources, 'remoteOrigins' | 'scriptHashes'>,
  remotesJsonFile?: string,
  shellIndexHtml?: string,
): RequestHandler {
  return securityHeadersFrom(securityHeaderValues(sources, remotesJsonFile, shellIndexHtml));
}
