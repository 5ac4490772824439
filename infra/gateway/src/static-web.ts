import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { GatewayConfig } from './config';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import { sendJsonError } from './json-error';

function serveFiles(root: string, extraHeaders: Record<string, string> = {}): RequestHandler {
  return express.static(root, {
    // index.html goes through the SPA fallback; directories never list or redirect.
    index: false,
    redirect: false,
    // serve-static would send `max-age=0`; the cache policy decides instead.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    },
  });
}

/** Read on every request so repointing a remote needs only a browser reload (design.md §2). */
function remotesJson(file: string): RequestHandler {
  return async (_req, res) => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return sendJsonError(res, 404, `remotes.json not found at ${path.basename(file)}`);
    }
    try {
      JSON.parse(text);
    } catch {
      return sendJsonError(res, 500, 'remotes.json is not valid JSON');
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.type('application/json').send(text);
  };
}

/** `mfe-catalog`, or a versioned copy such as `mfe-catalog-v2` that remotes.json points at. */
const REMOTE_FOLDER = /^mfe-[a-z0-9-]+$/;

/**
 * /remotes/<folder>/* from `<staticRoot>/<folder>/dist`. The CORS header lets a shell on another
 * origin (a remote's own dev server, a CDN) load the remoteEntry and its chunks.
 */
function remotes(staticRoot: string): Router {
  const router = Router();
  const servers = new Map<string, RequestHandler>();
  router.use('/:folder', (req, res, next) => {
    const folder = String(req.params.folder);
    res.setHeader('Access-Control-Allow-Origin', '*');
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

/** Any page route of the shell (/, /account, /products/42) answers with its index.html. */
function spaFallback(shellDist: string): RequestHandler {
  const index = path.join(shellDist, 'index.html');
  return (req: Request, res: Response, next) => {
    if (req.path !== '/' && req.path !== '/index.html' && !wantsHtml(req)) return next();
    if (!existsSync(index)) {
      res
        .status(503)
        .type('text/plain')
        .send('The shell is not built yet: run `npm run build` (or npm start).');
      return;
    }
    res.setHeader('Cache-Control', NO_CACHE);
    res.sendFile(index);
  };
}

/** The shell at /, the remotes under /remotes/, and /remotes.json. */
export function staticWeb(config: GatewayConfig): Router {
  const router = Router();
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  router.get('/remotes.json', remotesJson(config.remotesJson));
  router.use('/remotes', remotes(config.staticRoot));
  router.use(serveFiles(shellDist));
  router.use(spaFallback(shellDist));
  return router;
}
