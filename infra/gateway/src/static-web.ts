import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GatewayConfig } from './config';
import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-policy';
import { ROBOTS_PATH, SITEMAP_PATH } from '@festive/contracts';
import { sendJsonError } from './json-error';
import { type Logger, silentLogger } from './log';
import { renderPageHead } from './page-head';
import { composeManifest, ManifestFileError } from './remote-manifest';
import { publishedManifestReader, versionedRemotes } from './remote-storage';

/**
 * A build's files. Scripts, styles and SVGs go as the `.br` / `.gz` copy the build wrote beside
 * them (web-kit's PrecompressPlugin: brotli 11, gzip -9) when the browser takes that encoding;
 * anything else, or a file built after the folder was first read, is compressed on the fly by the
 * app's compression middleware as before.
 *
 * A content-hashed file goes without validators (ETag, Last-Modified) and Accept-Ranges: it is
 * cached for a year as immutable and never revalidated, so those headers are only bytes a phone
 * downloads with every script. Entry files keep them: their revalidation is a 304.
 */
function serveFiles(root: string): RequestHandler {
  const revalidated = staticFiles(root, true);
  const immutable = staticFiles(root, false);
  return (req, res, next) =>
    (cacheControlFor(req.path) === IMMUTABLE ? immutable : revalidated)(req, res, next);
}

function staticFiles(root: string, validators: boolean): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    // index.html goes through the SPA fallback; directories never list or redirect.
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      etag: validators,
      lastModified: validators,
      acceptRanges: validators,
      // serve-static would send `max-age=0`; the cache policy decides instead.
      cacheControl: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    },
  });
}

/**
 * The runtime manifest, composed on every request (remote-manifest.ts), so a release, a
 * rollback or a repointed REMOTES_JSON needs only a browser reload.
 */
function remotesManifest(config: GatewayConfig, log: Logger): RequestHandler {
  const published = publishedManifestReader(config, log);
  return async (_req, res, next) => {
    try {
      const manifest = await composeManifest({
        remotesJson: config.remotesJson,
        staticRoot: config.staticRoot,
        published,
      });
      if (!Object.keys(manifest.remotes).length) {
        return sendJsonError(res, 404, `remotes.json not found at ${path.basename(config.remotesJson)}`);
      }
      res.setHeader('Cache-Control', NO_CACHE);
      res.json(manifest);
    } catch (error) {
      if (error instanceof ManifestFileError)
        return sendJsonError(res, 500, 'remotes.json is not valid JSON');
      next(error);
    }
  };
}

/** `mfe-catalog`, or a versioned copy such as `mfe-catalog-v2` that remotes.json points at. */
const REMOTE_FOLDER = /^mfe-[a-z0-9-]+$/;

/**
 * /remotes/<folder>/* from `<staticRoot>/<folder>/dist`. The CORS header lets a shell on another
 * origin (a remote's own dev server, a CDN) load the remoteEntry and its chunks.
 */
function remotes(config: GatewayConfig): Router {
  const { staticRoot } = config;
  const router = Router();
  const servers = new Map<string, RequestHandler>();
  router.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  // Released versions (`/remotes/mfe-catalog/0.1.0-3f2a9c1/...`) come from object storage.
  router.use(versionedRemotes(config));
  router.use('/:folder', (req, res, next) => {
    const folder = String(req.params.folder);
    if (!REMOTE_FOLDER.test(folder)) return next();
    let serve = servers.get(folder);
    if (!serve) {
      serve = serveFiles(path.join(staticRoot, folder, 'dist'));
      servers.set(folder, serve);
    }
    return serve(req, res, next);
  });
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Any page route of the shell (/, /account, /products/42) answers with its index.html, its head
 * written for that page (page-head.ts).
 */
function spaFallback(shellDist: string, catalogUrl: string): RequestHandler {
  const index = path.join(shellDist, 'index.html');
  return async (req: Request, res: Response, next) => {
    if (req.path !== '/' && req.path !== '/index.html' && !wantsHtml(req)) return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The shell is not built yet: run `npm run build` (or npm start).');
      return;
    }
    try {
      const html = await renderPageHead(
        await readFile(index, 'utf8'),
        req.originalUrl,
        catalogUrl,
        req.headers.cookie,
      );
      res.setHeader('Cache-Control', NO_CACHE);
      res.type('html').send(html);
    } catch (error) {
      next(error);
    }
  };
}

/** A file the catalog writes, served at the site's root where crawlers look for it. */
function fromCatalog(catalogUrl: string, target: string): RequestHandler {
  return async (_req, res) => {
    try {
      const answer = await fetch(`${catalogUrl}${target}`, { signal: AbortSignal.timeout(5000) });
      res.status(answer.status).type(answer.headers.get('content-type') ?? 'text/plain');
      const cacheControl = answer.headers.get('cache-control');
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);
      res.send(await answer.text());
    } catch {
      sendJsonError(res, 503, 'The catalog service is unavailable, please try again');
    }
  };
}

/** The shell at / (its shell.json too), the remotes under /remotes/, and /remotes.json. */
export function staticWeb(config: GatewayConfig, log: Logger = silentLogger): Router {
  const router = Router();
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  // Source maps are built for error reports but never published (hidden-source-map).
  router.use((req, res, next) => {
    if (!req.path.endsWith('.map')) return next();
    res.status(404).type('text/plain').send('Not found');
  });
  router.get('/remotes.json', remotesManifest(config, log));
  router.use('/remotes', remotes(config));
  router.use(serveFiles(shellDist));
  // The catalog writes the sitemap and robots file; they live at the site's root by convention.
  router.get('/sitemap.xml', fromCatalog(config.serviceUrls.catalog, SITEMAP_PATH));
  router.get('/robots.txt', fromCatalog(config.serviceUrls.catalog, ROBOTS_PATH));
  router.use(spaFallback(shellDist, config.serviceUrls.catalog));
  return router;
}
