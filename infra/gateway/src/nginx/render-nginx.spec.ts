import { API_ROUTES, SERVICE_NAMES, findService, serviceEnvPrefix } from '@festive/contracts';
import { DEBIAN_BROTLI_STATIC_MODULE, nginxOptionsFromEnv } from './nginx-env';
import { SOURCE_MAP_REGEX, apiLocations, renderNginx } from './render-nginx';

const remotes = JSON.stringify({
  mfe_catalog: '/remotes/mfe-catalog/remoteEntry.js',
  mfe_admin: 'https://cdn.festive.example/mfe-admin/1.2.0/remoteEntry.js',
});
/** The host's own brotli module is not looked for: a test names the one it wants. */
const options = (env: Record<string, string> = {}, modules: string[] = []) =>
  nginxOptionsFromEnv(
    env,
    () => remotes,
    (file) => modules.includes(file),
  );

describe('nginx configuration rendered from the route table and the environment', () => {
  it('answers 404 for source maps before any location can serve one, and never for /api', () => {
    const text = renderNginx(options());
    const refusal = 'if ($uri ~ "^(?!/api/).*\\\\.map$") {\n            return 404;\n        }';
    expect(text).toContain(refusal);
    // In the server block, ahead of the locations: nginx runs it before choosing one.
    expect(text.indexOf(refusal)).toBeLessThan(text.indexOf('location '));
    const pattern = new RegExp(SOURCE_MAP_REGEX);
    for (const served of [
      '/main.3f2a9c1d.js.map',
      '/remotes/mfe-catalog/123.deadbeef.js.map',
      '/remotes/mfe-admin/1.2.0-abc1234/remoteEntry.js.map',
    ]) {
      expect(pattern.test(served)).toBe(true);
    }
    for (const kept of ['/main.3f2a9c1d.js', '/api/products/site.map', '/sitemap.xml']) {
      expect(pattern.test(kept)).toBe(false);
    }
  });

  it("sends the build's gzip copies, and its brotli copies where the brotli_static module is installed", () => {
    const without = renderNginx(options());
    expect(without).toContain('gzip_static on;');
    expect(without).not.toMatch(/load_module|brotli/);

    const debian = renderNginx(options({}, [DEBIAN_BROTLI_STATIC_MODULE]));
    expect(debian.split('\n')[2]).toBe(`load_module ${DEBIAN_BROTLI_STATIC_MODULE};`);
    expect(debian).toContain('brotli_static on;');

    const elsewhere = '/opt/nginx/ngx_http_brotli_static_module.so';
    expect(renderNginx(options({ NGINX_BROTLI_MODULE: elsewhere }, [elsewhere]))).toContain(
      `load_module ${elsewhere};`,
    );
    const off = renderNginx(options({ NGINX_BROTLI_MODULE: 'off' }, [DEBIAN_BROTLI_STATIC_MODULE]));
    expect(off).not.toContain('brotli');
  });

  it('routes every API path to the same service as findService', () => {
    const locations = apiLocations().map((l) => ({ ...l, pattern: new RegExp(l.regex) }));
    for (const route of API_ROUTES) {
      const sample = route.path.replace(/:[a-z]+/gi, 'x1');
      const first = locations.find((l) => l.pattern.test(sample));
      expect([sample, first?.service]).toEqual([sample, findService(sample)]);
    }
  });

  it('balances replicas given by address and re-resolves services given by name', () => {
    const text = renderNginx(
      options({ CATALOG_UPSTREAM: '10.0.0.5:3101 10.0.0.6:3101', NGINX_RESOLVER: '10.96.0.10' }),
    );
    const patterns = new Set(API_ROUTES.map((r) => r.path));
    expect(text.match(/^ {8}location ~ "\^\/api\//gm)).toHaveLength(patterns.size);
    expect(text).toContain(
      'upstream festive_catalog {\n        server 10.0.0.5:3101 max_fails=1 fail_timeout=5s;\n        server 10.0.0.6:3101',
    );
    expect(text).toContain('location ^~ /objects/ {\n            proxy_pass http://festive_catalog;');
    expect(text).toContain('set $festive_support_chat_address "support-chat:3104";');
    expect(text).toContain('resolver 10.96.0.10 valid=10s');
    expect(text).not.toContain('upstream festive_orders');
  });

  it('builds the CSP from the configured origins and the remotes manifest, never a wildcard', () => {
    const text = renderNginx(
      options({
        CSP_PAYMENT_SCRIPT_ORIGINS: 'https://checkout.razorpay.com',
        CSP_PAYMENT_ORIGINS: 'https://api.razorpay.com',
        CSP_UPLOAD_ORIGINS: 'https://festive-gifts.s3.ap-south-1.amazonaws.com',
        NGINX_RESOLVER: '10.96.0.10',
      }),
    );
    expect(text).toContain("script-src 'self' https://cdn.festive.example https://checkout.razorpay.com;");
    expect(text).toContain(
      "connect-src 'self' https://cdn.festive.example https://festive-gifts.s3.ap-south-1.amazonaws.com;",
    );
    expect(text).toContain("form-action 'self' https://api.razorpay.com;");
    expect(() => options({ CSP_UPLOAD_ORIGINS: 'https://*.amazonaws.com' })).toThrow(
      /CSP_UPLOAD_ORIGINS: "https:\/\/\*\.amazonaws\.com" has a wildcard/,
    );
    expect(() => options({ CSP_PAYMENT_ORIGINS: 'https://api.razorpay.com/v1' })).toThrow(
      /CSP_PAYMENT_ORIGINS: .* is not an origin/,
    );
  });

  it('refuses a bad upstream, proxy range or number with the variable named', () => {
    expect(() => options({ ORDERS_UPSTREAM: 'orders' })).toThrow(
      /ORDERS_UPSTREAM: "orders" is not host:port/,
    );
    expect(() => options({ TRUSTED_PROXY_CIDRS: 'ingress' })).toThrow(/TRUSTED_PROXY_CIDRS/);
    expect(() => options({ HSTS_MAX_AGE: 'forever' })).toThrow(/HSTS_MAX_AGE/);
    const named: Record<string, string> = {};
    for (const name of SERVICE_NAMES) named[`${serviceEnvPrefix(name)}_UPSTREAM`] = `${name}.svc:1`;
    expect(() => renderNginx({ ...options(named), resolvers: [] })).toThrow(/NGINX_RESOLVER/);
  });

  it('serves released remotes and the live manifest from the bucket when one is configured', () => {
    const plain = renderNginx(options({ NGINX_RESOLVER: '10.96.0.10' }));
    expect(plain).toContain('location = /remotes.json {\n            alias /etc/festive/remotes.json;');
    expect(plain).not.toContain('remotes/manifest.json');

    const pathStyle = renderNginx(
      options({ NGINX_RESOLVER: '10.96.0.10', REMOTES_BUCKET_URL: 'http://s3.internal:4569/festive-gifts/' }),
    );
    expect(pathStyle).toContain('rewrite ^ /festive-gifts/remotes/manifest.json break;');
    expect(pathStyle).toContain('rewrite ^/remotes/(.*)$ /festive-gifts/remotes/$1 break;');
    expect(pathStyle).toContain('proxy_pass http://s3.internal:4569;');
    expect(pathStyle).toContain('error_page 403 404 500 502 503 504 = /festive-static-remotes.json;');
    expect(pathStyle).toContain('proxy_set_header Cookie "";');
    expect(pathStyle).toMatch(
      /location ~ "\^\/remotes\/\(mfe-[^\n]*\{[^}]*add_header Cache-Control "public, max-age=31536000, immutable" always;/,
    );

    const hosted = renderNginx(
      options({
        NGINX_RESOLVER: '10.96.0.10',
        REMOTES_BUCKET_URL: 'https://festive-gifts.s3.ap-south-1.amazonaws.com',
      }),
    );
    expect(hosted).toContain('rewrite ^ /remotes/manifest.json break;');
    expect(hosted).toContain('proxy_ssl_server_name on;');

    expect(() => options({ REMOTES_BUCKET_URL: 'ftp://bucket' })).toThrow(/REMOTES_BUCKET_URL/);
    expect(() => options({ REMOTES_BUCKET_URL: 'http://s3:4569/a/b' })).toThrow(/one bucket/);
    expect(() => options({ REMOTES_BUCKET_URL: 'http://s3:4569/a?x=1' })).toThrow(/REMOTES_BUCKET_URL/);
  });

  it('reads the manifest shape for the CSP too', () => {
    const manifest = JSON.stringify({
      schemaVersion: 2,
      remotes: {
        mfe_catalog: {
          version: '1.0.0-a',
          entry: '/remotes/mfe-catalog/1.0.0-a/remoteEntry.js',
          routes: ['/'],
          shared: {},
        },
        mfe_admin: {
          version: '1.2.0',
          entry: 'https://cdn2.festive.example/e.js',
          routes: ['/admin/*?'],
          shared: {},
        },
      },
    });
    const text = renderNginx({
      ...nginxOptionsFromEnv(
        { NGINX_RESOLVER: '10.96.0.10' },
        () => manifest,
        () => false,
      ),
    });
    expect(text).toContain("script-src 'self' https://cdn2.festive.example;");
  });
});
