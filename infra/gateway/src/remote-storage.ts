import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { RequestHandler } from 'express';
import { REMOTE_VERSION } from '@festive/contracts';
import { IMMUTABLE } from './cache-policy';
import type { Logger } from './log';

/**
 * Released remotes live in object storage: `remotes/<folder>/<version>/...` (immutable, never
 * overwritten) and the live manifest `remotes/manifest.json`. The gateway reads them with plain
 * GETs, path-style (`<S3_ENDPOINT>/<S3_BUCKET>/<key>`): the sandbox S3 answers them unsigned. A
 * bucket that requires signed reads is served by the web nginx through its public origin.
 */
export interface RemoteStorageConfig {
  s3Endpoint: string;
  s3Bucket: string;
}

export const MANIFEST_KEY = 'remotes/manifest.json';
const TIMEOUT_MS = 2000;

export function objectUrl(config: RemoteStorageConfig, key: string): string {
  return `${config.s3Endpoint.replace(/\/+$/, '')}/${config.s3Bucket}/${key}`;
}

/** The published manifest, or null when nothing is published or storage cannot be reached. */
export function publishedManifestReader(config: RemoteStorageConfig, log: Logger): () => Promise<unknown> {
  let warned = false;
  return async () => {
    try {
      const res = await fetch(objectUrl(config, MANIFEST_KEY), { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`object storage answered ${res.status}`);
      warned = false;
      return (await res.json()) as unknown;
    } catch (error) {
      // The local builds still serve the shop; said once per outage, not on every page load.
      if (!warned)
        log('warn', 'published remotes manifest unreadable; serving local builds', {
          err: (error as Error).message,
        });
      warned = true;
      return null;
    }
  };
}

const FOLDER = /^mfe-[a-z0-9-]+$/;
const FILE = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * `/remotes/<folder>/<version>/<file>` from object storage. A version folder never changes, so
 * everything in it, remoteEntry.js included, is cached for a year: an open tab keeps loading the
 * chunks of the version it started with, whatever is released meanwhile.
 */
export function versionedRemotes(config: RemoteStorageConfig): RequestHandler {
  return async (req, res, next) => {
    const [, folder, version, ...rest] = req.path.split('/');
    const file = rest.join('/');
    // `/remotes/mfe-catalog/123.deadbeef.js` is a chunk of the local build, not a version folder.
    if (!file) return next();
    if (!folder || !version || !FOLDER.test(folder) || !REMOTE_VERSION.test(version)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!FILE.test(file) || file.split('/').some((part) => part === '..' || part === '.')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    try {
      const upstream = await fetch(objectUrl(config, `remotes/${folder}/${version}/${file}`), {
        method: req.method,
        signal: AbortSignal.timeout(10_000),
      });
      if (!upstream.ok) {
        res.status(upstream.status === 403 ? 404 : upstream.status >= 500 ? 502 : upstream.status);
        res
          .type('text/plain')
          .send(upstream.status === 404 || upstream.status === 403 ? 'Not found' : 'Storage error');
        return;
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.setHeader('Cache-Control', IMMUTABLE);
      if (req.method === 'HEAD' || !upstream.body) {
        res.end();
        return;
      }
      Readable.fromWeb(upstream.body as WebReadableStream)
        .on('error', next)
        .pipe(res);
    } catch (error) {
      next(Object.assign(new Error(`object storage: ${(error as Error).message}`), { status: 502 }));
    }
  };
}
