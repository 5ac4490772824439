import {
  API_ROUTES,
  CATALOGUE_VERSION_HEADER,
  PAGE_HEAD_PATH,
  PAGE_VIEW_PATH,
  ROBOTS_PATH,
  SERVICE_NAMES,
  SITEMAP_PATH,
  STATIC_ROUTES,
  type ServiceName,
  routePattern,
} from '@festive/contracts';
import { ENTRY_FILES, HASHED_NAME_SOURCE, IMMUTABLE, NO_CACHE } from '../cache-policy';
import { type CspSources, contentSecurityPolicy } from '../security-headers';

/**
 * Everything the web nginx needs to know, read from its environment when the container starts
 * (nginx-env.ts), so one image serves staging and production and follows a remote moved to
 * another origin without a rebuild.
 */
export interface NginxOptions {
  /** Addresses (host:port) of each service's replicas; several are balanced by nginx. */
  upstreams: Record<ServiceName, string[]>;
  /** DNS server(s) for upstreams given by name, re-resolved while nginx runs. */
  resolvers: string[];
  listenPort: number;
  /** Holds `shell/` (the shell's dist) and `remotes/<folder>/` (each remote's dist). */
  webRoot: string;
  remotesJson: string;
  /**
   * The bucket holding released remotes (`remotes/<folder>/<version>/`) and the live manifest
   * (`remotes/manifest.json`), as nginx reaches it: origin plus the path-style bucket prefix, if
   * any. Absent: /remotes.json is the static file and only remotes under the web root are served
   * (the web image holds none: production always names a bucket).
   */
  remotesBucket?: { origin: string; path: string };
  csp: CspSources;
  /** Peers whose X-Forwarded-Proto is believed: the TLS-terminating ingress in front. */
  trustedProxyCidrs: string[];
  /** Strict-Transport-Security max-age, sent on answers to https requests; 0 = not sent. */
  hstsMaxAge: number;
  maxBodySize: string;
  proxyTimeout: string;
  /** Writable folder for the pid file and nginx's temporary files (the container runs as non-root). */
  runDir: string;
  mimeTypes: string;
  workerProcesses: string;
  /** Where access lines go (`/dev/stdout` in a container), or `off`. */
  accessLog: string;
}

export interface ApiLocation {
  /** PCRE over the normalised path, same as routePattern() in contracts. */
  regex: string;
  service: ServiceName;
  methods: string[];
  path: string;
}

/** One location per distinct path pattern, in table order: nginx, like findService, takes the first regex that matches. */
export function apiLocations(): ApiLocation[] {
  const byPath = new Map<string, ApiLocation>();
  for (const route of API_ROUTES) {
    const known = byPath.get(route.path);
    if (known) {
      if (!known.methods.includes(route.method)) known.methods.push(route.method);
      continue;
    }
    const regex = routePattern(route.path).source.replace(/\\\//g, '/');
    byPath.set(route.path, { regex, service: route.service, methods: [route.method], path: route.path });
  }
  return [...byPath.values()];
}

const upstream = (service: ServiceName): string => `festive_${service.replace(/-/g, '_')}`;
const quote = (value: string): string => `"${value.replace(/(["\\])/g, '\\$1')}"`;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\]):\d+$/;

/** An upstream named by host name must be re-resolved (a recreated pod or container moves). */
export const isNamedAddress = (address: string): boolean => !IP_ADDRESS.test(address);

/**
 * add_header in a location replaces every add_header inherited from the server block, so each
 * static location repeats the whole set.
 */
function headers(extra: Record<string, string>, indent: string): string[] {
  const all: Record<string, string> = {
    'Content-Security-Policy': '$festive_csp',
    'Strict-Transport-Security': '$festive_hsts',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Request-Id': '$festive_request_id',
    ...extra,
  };
  return Object.entries(all).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

function proxyTo(service: ServiceName, o: NginxOptions, indent: string): string[] {
  const named = o.upstreams[service].some(isNamedAddress);
  // A variable in proxy_pass makes nginx resolve the name at request time (through `resolver`,
  // cached for its `valid` time) instead of once at start; addresses given as IPs keep the
  // upstream block with its pool of kept-alive connections.
  const target = named ? `$${upstream(service)}_address` : upstream(service);
  return [
    ...(named ? [`${indent}set $${upstream(service)}_address ${quote(o.upstreams[service][0] ?? '')};`] : []),
    `${indent}proxy_pass http://${target};`,
    `${indent}error_page 502 503 = @${upstream(service)}_unavailable;`,
    `${indent}error_page 504 = @${upstream(service)}_timeout;`,
  ];
}

/**
 * A shell page's head and first view come from catalog through the SSI includes in index.html;
 * the sitemap and robots file too, at the root where crawlers look. A failed include must give an
 * empty answer (not an error page) so SSI falls back to the include's stub (the shop's own head,
 * no first view).
 */
function pageHeadLocations(o: NginxOptions): string[] {
  const named = o.upstreams.catalog.some(isNamedAddress);
  const target = named ? `$${upstream('catalog')}_address` : upstream('catalog');
  const to = (rewrite: string, extra: string[] = []) => [
    ...(named
      ? [`            set $${upstream('catalog')}_address ${quote(o.upstreams.catalog[0] ?? '')};`]
      : []),
    `            rewrite ^ ${rewrite} break;`,
    `            proxy_pass http://${target};`,
    ...extra,
  ];
  const included = (part: 'head' | 'view', path: string) => [
    `        location ~ "^/_page-${part}(?<festive_page_path>/[^?]*)" {`,
    '            internal;',
    ...to(`${path}?path=$festive_page_path?`, [
      '            proxy_connect_timeout 1s;',
      '            proxy_read_timeout 2s;',
      '            proxy_intercept_errors on;',
      '            error_page 400 404 500 502 503 504 = @festive_no_page_part;',
    ]),
    '        }',
  ];
  return [
    '        # The head of a shell page (title, previews, JSON-LD) and its first view (the picture',
    '        # the page opens on), included by index.html.',
    ...included('head', PAGE_HEAD_PATH),
    ...included('view', PAGE_VIEW_PATH),
    '        location @festive_no_page_part {',
    '            return 204;',
    '        }',
    '        location = /sitemap.xml {',
    ...to(SITEMAP_PATH),
    '        }',
    '        location = /robots.txt {',
    ...to(ROBOTS_PATH),
    '        }',
  ];
}

function jsonReturn(status: number, body: object, indent: string): string[] {
  return [
    `${indent}default_type application/json;`,
    `${indent}return ${status} ${quote(JSON.stringify(body))};`,
  ];
}

function upstreamBlocks(o: NginxOptions): string[] {
  const out: string[] = [];
  for (const name of SERVICE_NAMES) {
    const addresses = o.upstreams[name];
    if (addresses.some(isNamedAddress)) continue;
    out.push(
      `upstream ${upstream(name)} {`,
      ...addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`),
      '    keepalive 16;',
      '}',
      '',
    );
  }
  return out;
}

function remotesJsonFile(o: NginxOptions, location: string, internal = false): string[] {
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
function remotesFromBucket(o: NginxOptions, bucket: { origin: string; path: string }): string[] {
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
function versionedFromBucket(bucket: { origin: string; path: string }): string[] {
  const indent = '                ';
  return [
    '            # Released versions from the bucket, all immutable; other origins may load them.',
    `            location ~ ${quote(VERSIONED_REMOTE_REGEX)} {`,
    `${indent}rewrite ^/remotes/(.*)$ ${bucket.path}/remotes/$1 break;`,
    ...bucketProxy(bucket, indent),
    `${indent}error_page 403 404 = @festive_missing_remote_file;`,
    ...headers({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': IMMUTABLE }, indent),
    '            }',
  ];
}

/** Source maps of the web builds: answered 404 wherever they would be served from. */
export const SOURCE_MAP_REGEX = '^(?!/api/).*\\.map$';

/** The whole nginx.conf of the web container: shell, remotes and /api by the contracts table. */
export function renderNginx(o: NginxOptions): string {
  const named = (service: ServiceName) => o.upstreams[service].some(isNamedAddress);
  for (const name of SERVICE_NAMES) {
    if (named(name) && o.upstreams[name].length > 1) {
      throw new Error(
        `${name}: give one service name (its load balancer) or IP addresses, not several names`,
      );
    }
  }
  if (SERVICE_NAMES.some(named) && o.resolvers.length === 0) {
    throw new Error('upstreams are given by name, so a resolver is needed (NGINX_RESOLVER)');
  }
  const hashed = quote(HASHED_NAME_SOURCE);
  const noCache = { 'Cache-Control': NO_CACHE };
  const immutable = { 'Cache-Control': IMMUTABLE };
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const run = o.runDir;
  const out: string[] = [
    '# Rendered by infra/nginx/start.mjs from the environment when the web container starts',
    '# (infra/gateway/src/nginx): routes from packages/contracts, cache rules from cache-policy.ts.',
    `worker_processes ${o.workerProcesses};`,
    `pid ${run}/nginx.pid;`,
    'error_log stderr warn;',
    'events {',
    '    worker_connections 1024;',
    '}',
    'http {',
    `    include ${o.mimeTypes};`,
    '    default_type application/octet-stream;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${run}/${kind};`,
    ),
    '    log_format festive \'$remote_addr "$request" $status $body_bytes_sent $request_time \'',
    '                       \'"$http_x_forwarded_for" $festive_request_id\';',
    o.accessLog === 'off' ? '    access_log off;' : `    access_log ${o.accessLog} festive;`,
    '    sendfile on;',
    '    keepalive_timeout 65;',
    '',
    ...(o.resolvers.length ? [`    resolver ${o.resolvers.join(' ')} valid=10s ipv6=off;`, ''] : []),
    ...upstreamBlocks(o).map((line) => (line ? `    ${line}` : line)),
    "    # x-request-id: the client's when it sent one, else nginx's own.",
    '    map $http_x_request_id $festive_request_id {',
    '        default $http_x_request_id;',
    '        ""      $request_id;',
    '    }',
    '',
    '    # The scheme the shopper used: the TLS-terminating proxy in front says so, nobody else.',
    '    geo $festive_from_trusted_proxy {',
    '        default 0;',
    ...o.trustedProxyCidrs.map((cidr) => `        ${cidr} 1;`),
    '    }',
    '    map "$festive_from_trusted_proxy:$http_x_forwarded_proto" $festive_proto {',
    '        default $scheme;',
    '        "~^1:(https?)$" $1;',
    '    }',
    '    map $festive_proto $festive_hsts {',
    '        default "";',
    ...(o.hstsMaxAge > 0 ? [`        https ${quote(`max-age=${o.hstsMaxAge}; includeSubDomains`)};`] : []),
    '    }',
    '',
    '    # The Content-Security-Policy, written once (add_header takes variables).',
    '    map $request_method $festive_csp {',
    `        default ${quote(contentSecurityPolicy(o.csp))};`,
    '    }',
    '',
    '    # The SPA fallback answers page navigations only, never a missing script or image.',
    '    map $http_accept $festive_wants_html {',
    '        default      0;',
    '        "~text/html" 1;',
    '    }',
    '',
    '    server {',
    `        listen ${o.listenPort};`,
    '        server_name _;',
    '        server_tokens off;',
    `        root ${o.webRoot}/shell;`,
    `        client_max_body_size ${o.maxBodySize};`,
    '',
    '        gzip on;',
    '        gzip_vary on;',
    '        gzip_proxied any;',
    '        gzip_min_length 1024;',
    '        gzip_types text/plain text/css application/javascript application/json image/svg+xml;',
    '',
    '        # Bodies pass through untouched: webhook signatures are checked over the raw bytes.',
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header Host $host;',
    '        proxy_set_header X-Request-Id $festive_request_id;',
    '        # Appended, not replaced: the services count trusted hops from the right (TRUST_PROXY).',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $festive_proto;',
    '        proxy_set_header X-Forwarded-Host $host;',
    '        proxy_connect_timeout 5s;',
    `        proxy_read_timeout ${o.proxyTimeout};`,
    `        proxy_send_timeout ${o.proxyTimeout};`,
    '        # A replica that refuses or drops the connection: the next one gets the request, if',
    '        # nothing was sent to the first yet or the method is idempotent.',
    '        proxy_next_upstream error timeout http_502 http_503;',
    '        proxy_next_upstream_tries 3;',
    '        # The id nginx chose is the one sent back, not a second copy from the service.',
    '        proxy_hide_header X-Request-Id;',
    '        # The catalogue version a read was worked out under is for a gateway that remembers',
    '        # reads, never for the browser.',
    `        proxy_hide_header ${CATALOGUE_VERSION_HEADER};`,
    ...headers({}, '        '),
    '',
    '        # Source maps are built for error reports but never published (hidden-source-map).',
    `        if ($uri ~ ${quote(SOURCE_MAP_REGEX)}) {`,
    '            return 404;',
    '        }',
    '',
    '        location = /gateway/health {',
    ...jsonReturn(200, { status: 'ok' }, '            '),
    '        }',
    '',
    '        # API_ROUTES: one location per path pattern, first match wins (as findService).',
  ];
  for (const location of apiLocations()) {
    out.push(
      `        # ${location.methods.join(' ')} ${location.path}`,
      `        location ~ ${quote(location.regex)} {`,
      ...proxyTo(location.service, o, '            '),
      '        }',
    );
  }
  out.push('', '        # STATIC_ROUTES');
  for (const route of STATIC_ROUTES) {
    out.push(
      `        location ^~ ${route.prefix} {`,
      ...proxyTo(route.service, o, '            '),
      '        }',
    );
  }
  out.push('', ...pageHeadLocations(o));
  out.push(
    '',
    '        # An /api path no service owns.',
    '        location ~ "^/api(/|$)" {',
    ...jsonReturn(404, { message: 'No service answers this path' }, '            '),
    '        }',
    '',
  );
  for (const name of SERVICE_NAMES) {
    out.push(
      `        location @${upstream(name)}_unavailable {`,
      ...jsonReturn(502, { message: `${name} service is unavailable` }, '            '),
      '        }',
      `        location @${upstream(name)}_timeout {`,
      ...jsonReturn(504, { message: `${name} service did not answer in time` }, '            '),
      '        }',
    );
  }
  out.push(
    '',
    `        # Static web. Not cached: ${ENTRY_FILES.join(', ')} and other unhashed files; hashed assets: a year.`,
    ...(o.remotesBucket ? remotesFromBucket(o, o.remotesBucket) : remotesJsonFile(o, '= /remotes.json')),
    '',
    '        # /remotes/<folder>/... from <webRoot>/remotes/<folder>/; other origins may load them.',
    '        location /remotes/ {',
    `            root ${o.webRoot};`,
    '            try_files $uri =404;',
    ...headers({ ...cors, ...noCache }, '            '),
    ...(o.remotesBucket ? versionedFromBucket(o.remotesBucket) : []),
    `            location ~ ${hashed} {`,
    '                try_files $uri =404;',
    ...headers({ ...cors, ...immutable }, '                '),
    '            }',
    '        }',
    '',
    '        location = / {',
    '            ssi on;',
    '            ssi_silent_errors on;',
    '            try_files /index.html =404;',
    ...headers(noCache, '            '),
    '        }',
    '',
    '        location / {',
    '            try_files $uri @shell_page;',
    ...headers(noCache, '            '),
    `            location ~ ${hashed} {`,
    '                try_files $uri =404;',
    ...headers(immutable, '                '),
    '            }',
    '        }',
    '',
    '        # SPA fallback: a page route of the shell gets its index.html.',
    '        location @shell_page {',
    '            if ($festive_wants_html = 0) {',
    '                return 404;',
    '            }',
    '            ssi on;',
    '            ssi_silent_errors on;',
    '            try_files /index.html =404;',
    ...headers(noCache, '            '),
    '        }',
    '    }',
    '}',
    '',
  );
  return out.join('\n');
}
