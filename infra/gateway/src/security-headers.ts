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
}

const list = (origins: readonly string[]) => (origins.length ? ` ${[...new Set(origins)].join(' ')}` : '');

/**
 * The Content-Security-Policy for the shop's pages. Styles allow inline because emotion (Chakra)
 * injects <style> tags at run time. Images may come from any https address (the administrator
 * may give a product image as a URL).
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const { remoteOrigins, scriptOrigins, connectOrigins, frameOrigins } = sources;
  return [
    "default-src 'self'",
    `script-src 'self'${list([...remoteOrigins, ...scriptOrigins])}`,
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
function remoteOriginsReader(remotesJsonFile: string | undefined): () => string[] {
  let seen = -1;
  let origins: string[] = [];
  return () => {
    if (!remotesJsonFile) return origins;
    try {
      const mtime = statSync(remotesJsonFile).mtimeMs;
      if (mtime === seen) return origins;
      seen = mtime;
      origins = [...new Set(remoteOriginsOf(readFileSync(remotesJsonFile, 'utf8')))];
    } catch {
      // A missing or broken remotes.json is reported by the /remotes.json route itself.
      origins = [];
    }
    return origins;
  };
}

/** Security headers on every answer; a proxied service may still set its own. */
export function securityHeaders(
  sources: Omit<CspSources, 'remoteOrigins'>,
  remotesJsonFile?: string,
): RequestHandler {
  const remoteOrigins = remoteOriginsReader(remotesJsonFile);
  return (_req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy({ ...sources, remoteOrigins: remoteOrigins() }),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    next();
  };
}
