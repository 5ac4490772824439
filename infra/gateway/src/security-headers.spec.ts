import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request, Response } from 'express';
import {
  type AnswerKind,
  BUILT_FILE_RECHECK_MS,
  answerKind,
  DOCUMENT_ONLY_HEADERS,
  HSTS,
  contentSecurityPolicy,
  inlineScriptHashes,
  isScriptOrStylePath,
  securityHeaderValues,
  securityHeaders,
} from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes the inline scripts a browser runs, and nothing else', () => {
    const html = [
      '<script>boot()</script>',
      '<script type="module">go()</script>',
      "<SCRIPT type='text/javascript'>legacy()</SCRIPT>",
      '<script src="/main.js"></script>',
      '<script defer src=/main.js data-x="1"></script>',
      '<script type="application/ld+json">{"@type":"Product","name":"Diya"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script>boot()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha256('boot()'), sha256('go()'), sha256('legacy()')]);
    expect(inlineScriptHashes('<!doctype html><div id="root"></div>')).toEqual([]);
  });

  it('lets scripts come only from the shop, exact origins and hashes', () => {
    const policy = contentSecurityPolicy({
      remoteOrigins: ['https://cdn.festive.example'],
      scriptOrigins: ['https://checkout.razorpay.com'],
      connectOrigins: ['https://festive-gifts.s3.ap-south-1.amazonaws.com'],
      frameOrigins: ['https://api.razorpay.com'],
      scriptHashes: [sha256('boot()')],
    });
    const directives = new Map(
      policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)] as const),
    );
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://cdn.festive.example',
      'https://checkout.razorpay.com',
      sha256('boot()'),
    ]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends HSTS on https answers only', () => {
    const headersOf = (secure: boolean) => {
      const headers = new Map<string, string>();
      const res = {
        setHeader: (name: string, value: string) => headers.set(name, value),
      } as unknown as Response;
      securityHeaders({ scriptOrigins: [], connectOrigins: [], frameOrigins: [] })(
        { secure, path: '/' } as Request,
        res,
        () => undefined,
      );
      return headers;
    };
    expect(headersOf(true).get('Strict-Transport-Security')).toBe(HSTS);
    expect(headersOf(false).has('Strict-Transport-Security')).toBe(false);
    expect(headersOf(false).get('Content-Security-Policy')).toContain("script-src 'self';");
  });

  it('leaves the document-only headers off scripts and style sheets', () => {
    const values = securityHeaderValues({ scriptOrigins: [], connectOrigins: [], frameOrigins: [] });
    const names = (kind: AnswerKind) => values(true, kind).map(([name]) => name);
    expect(names('page')).toEqual(expect.arrayContaining([...DOCUMENT_ONLY_HEADERS]));
    expect(names('api')).toEqual(expect.arrayContaining([...DOCUMENT_ONLY_HEADERS]));
    expect(names('script-or-style')).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]);
    expect(['/main.3f2a9c1d.js', '/api/products', '/products/abc', '/'].map(answerKind)).toEqual([
      'script-or-style',
      'api',
      'page',
      'page',
    ]);
    expect(
      ['/main.3f2a9c1d.js', '/remotes/mfe-catalog/remoteEntry.js', '/x.mjs', '/a.0a1b2c3d.css'].map(
        isScriptOrStylePath,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['/', '/account', '/remotes.json', '/logo.svg', '/products/a.js/x'].map(isScriptOrStylePath),
    ).toEqual([false, false, false, false, false]);
  });

  it('works each list out once; a page sees a redeploy at once, an API answer within the interval', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gateway-csp-'));
    const indexHtml = path.join(folder, 'index.html');
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
    try {
      writeFileSync(indexHtml, '<script>boot()</script>');
      const values = securityHeaderValues(
        { scriptOrigins: [], connectOrigins: [], frameOrigins: [] },
        undefined,
        indexHtml,
      );
      const policy = (kind: AnswerKind) => new Map(values(false, kind)).get('Content-Security-Policy') ?? '';
      const first = values(false, 'api');
      expect(policy('api')).toContain(sha256('boot()'));
      expect(values(false, 'api')).toBe(first);
      expect(values(false, 'page')).toBe(first);

      writeFileSync(indexHtml, '<script>start()</script>');
      utimesSync(indexHtml, new Date('2026-11-29T10:05:00Z'), new Date('2026-11-29T10:05:00Z'));
      expect(policy('api')).toContain(sha256('boot()'));
      jest.advanceTimersByTime(BUILT_FILE_RECHECK_MS);
      expect(policy('api')).toContain(sha256('start()'));

      writeFileSync(indexHtml, '<script>go()</script>');
      utimesSync(indexHtml, new Date('2026-11-29T10:10:00Z'), new Date('2026-11-29T10:10:00Z'));
      expect(policy('page')).toContain(sha256('go()'));
      expect(policy('page')).not.toContain(sha256('start()'));
    } finally {
      jest.useRealTimers();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
