import { readFileSync, statSync } from 'node:fs';
import type { RequestHandler } from 'express';

/**
 * The Content-Security-Policy for the shop's pages. Scripts come from this origin and from the
 * origins `remotes.json` points at (a team may publish its remote on a CDN): the federation
 * runtime loads each remoteEntry.js and its chunks with <script> tags. Styles allow inline
 * because emotion (Chakra) injects <style> tags at run time. Images may come from any https
 * address (a product image given as a URL). `extraOrigins` are the places the
 * browser itself talks to: presigned S3 uploads and the providers' checkout pages.
 */
export function contentSecurityPolicy(
  extraOrigins: readonly string[],
  remoteOrigins: readonly string[] = [],
): string {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  const remotes = remoteOrigins.length ? ` ${remoteOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}${extra}`,
    "style-src 'self' 'unsafe-inline'",
    // Any https image: the admin may give a product image as a URL (spec §5).
    `img-src 'self' data: blob: https:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${remotes}${extra}`,
    `frame-src 'self'${extra}`,
    `form-action 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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
      const entries = Object.values(
        JSON.parse(readFileSync(remotesJsonFile, 'utf8')) as Record<string, unknown>,
      );
      origins = [
        ...new Set(
          entries
            .filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url))
            .map((url) => new URL(url).origin),
        ),
      ];
    } catch {
      // A missing or broken remotes.json is reported by the /remotes.json route itself.
      origins = [];
    }
    return origins;
  };
}

/** Security headers on every answer; a proxied service may still set its own. */
export function securityHeaders(extraOrigins: readonly string[], remotesJsonFile?: string): RequestHandler {
  const remoteOrigins = remoteOriginsReader(remotesJsonFile);
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(extraOrigins, remoteOrigins()));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    next();
  };
}
