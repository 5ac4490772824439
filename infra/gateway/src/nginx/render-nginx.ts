import { CATALOGUE_VERSION_HEADER, SERVICE_NAMES, STATIC_ROUTES, type ServiceName } from '@festive/contracts';
import { ENTRY_FILES, HASHED_NAME_SOURCE, NO_CACHE } from '../cache-policy';
import { contentSecurityPolicy, FRAMING_HEADERS, SCRIPT_OR_STYLE_PATH_SOURCE } from '../security-headers';
import { apiLocations, pageHeadLocations, proxyTo, upstreamBlocks } from './api-locations';
import {
  documentOnlyVariable,
  headers,
  IMMUTABLE_HEADERS,
  immutableFile,
  isNamedAddress,
  jsonReturn,
  quote,
  upstream,
} from './nginx-directives';
import type { NginxOptions } from './nginx-options';
import { remotesFromBucket, remotesJsonFile, versionedFromBucket } from './remote-locations';

export { type ApiLocation, apiLocations } from './api-locations';
export { isNamedAddress } from './nginx-directives';
export type { NginxOptions } from './nginx-options';
export { VERSIONED_REMOTE_REGEX } from './remote-locations';

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
  const cors = { 'Access-Control-Allow-Origin': '*' };
  const run = o.runDir;
  const out: string[] = [
    '# Rendered by infra/nginx/start.mjs from the environment when the web container starts',
    '# (infra/gateway/src/nginx): routes from packages/contracts, cache rules from cache-policy.ts.',
    ...(o.brotliStaticModule ? [`load_module ${o.brotliStaticModule};`] : []),
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
    '    # Scripts and style sheets go without the headers only a document reads (an empty',
    '    # value is not sent): the Content-Security-Policy, written once, and the framing rules.',
    '    map $uri $festive_script_or_style {',
    '        default 0;',
    `        ${quote(`~${SCRIPT_OR_STYLE_PATH_SOURCE}`)} 1;`,
    '    }',
    '    map $festive_script_or_style $festive_csp {',
    '        1 "";',
    `        default ${quote(contentSecurityPolicy(o.csp))};`,
    '    }',
    ...Object.entries(FRAMING_HEADERS).flatMap(([name, value]) => [
      `    map $festive_script_or_style ${documentOnlyVariable(name)} {`,
      '        1 "";',
      `        default ${quote(value)};`,
      '    }',
    ]),
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
    "        # The build's own gzip -9 copy (x.js.gz beside x.js) when there is one, rather than",
    '        # compressing each answer again at gzip_comp_level 1.',
    '        gzip_static on;',
    ...(o.brotliStaticModule
      ? [
          "        # And the build's brotli 11 copy (x.js.br) to a browser that takes brotli.",
          '        brotli_static on;',
        ]
      : []),
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
    ...immutableFile('                '),
    ...headers({ ...cors, ...IMMUTABLE_HEADERS }, '                '),
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
    ...immutableFile('                '),
    ...headers(IMMUTABLE_HEADERS, '                '),
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
