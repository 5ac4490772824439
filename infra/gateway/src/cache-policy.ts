/**
 * Cache rules for the static web (docs/conventions.md "Static web"). The dev gateway applies them
 * per file and the nginx generator turns the same constants into locations, so both agree.
 * API answers are not ruled here: each service sets its own Cache-Control (the catalogue reads':
 * services/catalog/src/public-reads/read-cache-policy.ts) and both gateways pass it through.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Files that name other files: they must be revalidated so a redeploy is seen on reload. */
export const ENTRY_FILES = ['index.html', 'remotes.json', 'remoteEntry.js', 'mf-manifest.json'] as const;

/**
 * A content-hashed file name: `main.3f2a9c1d.js`, `123.0a1b2c3d4e5f.css`, `app.deadbeef.js.map`.
 * The builds name chunks `[name].[contenthash:8].js`; a hash is at least eight lower-case hex digits
 * between dots. Kept as source text so nginx can use the same expression.
 */
export const HASHED_NAME_SOURCE = '\\.[0-9a-f]{8,}(\\.[a-z0-9]+)+$';
const hashedName = new RegExp(HASHED_NAME_SOURCE);

/**
 * Cache-Control for a served file. Anything neither an entry file nor hashed (favicon, images
 * without a hash) is revalidated too: a stale one would outlive a deploy.
 */
export function cacheControlFor(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  if ((ENTRY_FILES as readonly string[]).includes(base)) return NO_CACHE;
  return hashedName.test(base) ? IMMUTABLE : NO_CACHE;
}
