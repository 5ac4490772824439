import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES, findService } from '@festive/contracts';
import { apiLocations, renderNginx } from './render-nginx';

const committed = path.resolve(__dirname, '../../../nginx/generated.conf');

describe('nginx config generated from the route table', () => {
  it('is committed up to date (regenerate with `node infra/nginx/generate.mjs`)', () => {
    expect(readFileSync(committed, 'utf8')).toBe(renderNginx());
  });

  it('routes every API path to the same service as findService', () => {
    const locations = apiLocations().map((l) => ({ ...l, pattern: new RegExp(l.regex) }));
    for (const route of API_ROUTES) {
      const sample = route.path.replace(/:[a-z]+/gi, 'x1');
      const first = locations.find((l) => l.pattern.test(sample));
      expect([sample, first?.service]).toEqual([sample, findService(sample)]);
    }
  });

  it('has one upstream per service and a location per path pattern', () => {
    const text = renderNginx();
    const patterns = new Set(API_ROUTES.map((r) => r.path));
    expect(text.match(/^ {4}location ~ "\^\/api\//gm)).toHaveLength(patterns.size);
    expect(text).toContain('upstream festive_support_chat {\n    server support-chat:3104;');
    expect(text).toContain('location ^~ /objects/ {\n        proxy_pass http://festive_catalog;');
  });
});
