import {
  API_ROUTES,
  PAGE_HEAD_PATH,
  PAGE_VIEW_PATH,
  ROBOTS_PATH,
  SERVICE_NAMES,
  SITEMAP_PATH,
  type ServiceName,
  routePattern,
} from '@festive/contracts';
import { isNamedAddress, quote, upstream } from './nginx-directives';
import type { NginxOptions } from './nginx-options';

/* How /api and the catalog's page parts reach the services: locations by the contracts table,
 * upstream pools, and names re-resolved while nginx runs. */

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

export function proxyTo(service: ServiceName, o: NginxOptions, indent: string): string[] {
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
export function pageHeadLocations(o: NginxOptions): string[] {
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
    // The page's own query after its path: the home page's head names the festival that its
    // address chooses.
    ...to(`${path}?path=$festive_page_path&$args?`, [
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

/** A pool per service given by IP addresses, its connections kept alive. */
export function upstreamBlocks(o: NginxOptions): string[] {
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
