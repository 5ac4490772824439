import { NO_CACHE } from '../cache-policy';
import { headers, IMMUTABLE_HEADERS, immutableFile, quote } from './nginx-directives';
import type { NginxOptions } from './nginx-options';

/* The remotes: their runtime manifest and released versions, from the bucket or the web root. */

export function remotesJsonFile(o: NginxOptions, location: string, internal = false): string[] {
  return [
    `        location ${location} {`,
    ...(internal ? ['            internal;'] : []),
    `            alias ${o.remotesJson};`,
    '            default_type application/json;',
    ...headers({ 'Cache-Control': NO_CACHE }, '            '),
    '        }',
  ];
}

function bucketProxy(bucket: { origin: string; path: string }, indent: string): string[] {
  return [
    `${indent}proxy_pass ${bucket.origin};`,
    `${indent}proxy_set_header Host $proxy_host;`,
    `${indent}proxy_set_header Cookie "";`,
    `${indent}proxy_set_header Authorization "";`,
    ...(bucket.origin.startsWith('https:') ? [`${indent}proxy_ssl_server_name on;`] : []),
    `${indent}proxy_intercept_errors on;`,
    ...['Set-Cookie', 'Cache-Control', 'x-amz-request-id', 'x-amz-id-2', 'Access-Control-Allow-Origin'].map(
      (name) => `${indent}proxy_hide_header ${name};`,
    ),
  ];
}

/** Where the remote version part of a path is: `/remotes/mfe-catalog/0.1.0-3f2a9c1/...`. */
export const VERSIONED_REMOTE_REGEX = '^/remotes/(mfe-[a-z0-9-]+)/([0-9][0-9A-Za-z.-]*)/([A-Za-z0-9._/-]+)$';

/**
 * Released remotes and the live manifest from the bucket. A version folder never changes, so
 * all of it is cached for a year; the manifest is revalidated, and while the bucket holds none
 * (or cannot be reached) the static remotes.json answers. The shopper's cookies never go to
 * the bucket, and the bucket's own headers stay behind.
 */
export function remotesFromBucket(o: NginxOptions, bucket: { origin: string; path: string }): string[] {
  const toBucket = (indent: string) => bucketProxy(bucket, indent);
  return [
    '        # The live manifest: remotes/manifest.json in the bucket, else the static file.',
    '        location = /remotes.json {',
    `            rewrite ^ ${bucket.path}/remotes/manifest.json break;`,
    ...toBucket('            '),
    '            error_page 403 404 500 502 503 504 = /festive-static-remotes.json;',
    ...headers({ 'Cache-Control': NO_CACHE }, '            '),
    '        }',
    ...remotesJsonFile(o, '= /festive-static-remotes.json', true),
    '        location @festive_missing_remote_file {',
    '            return 404;',
    '        }',
  ];
}

/**
 * Nested first in `location /remotes/`: nginx takes the first matching regex nested in the
 * chosen prefix location, so this must come before the hashed-file rule of the image's builds.
 */
export function versionedFromBucket(bucket: { origin: string; path: string }): string[] {
  const indent = '                ';
  return [
    '            # Released versions from the bucket, all immutable; other origins may load them.',
    `            location ~ ${quote(VERSIONED_REMOTE_REGEX)} {`,
    `${indent}rewrite ^/remotes/(.*)$ ${bucket.path}/remotes/$1 break;`,
    ...bucketProxy(bucket, indent),
    `${indent}error_page 403 404 = @festive_missing_remote_file;`,
    ...immutableFile(indent, true),
    ...headers({ 'Access-Control-Allow-Origin': '*', ...IMMUTABLE_HEADERS }, indent),
    '            }',
  ];
}
