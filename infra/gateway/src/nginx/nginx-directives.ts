import type { ServiceName } from '@festive/contracts';
import { IMMUTABLE } from '../cache-policy';
import { FRAMING_HEADERS } from '../security-headers';

/* The small pieces every part of the nginx.conf is written with. */

/** A service's upstream block (and, for a named one, its address variable): `festive_support_chat`. */
export const upstream = (service: ServiceName): string => `festive_${service.replace(/-/g, '_')}`;
/** A value as an nginx string, quotes and backslashes escaped. */
export const quote = (value: string): string => `"${value.replace(/(["\\])/g, '\\$1')}"`;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\]):\d+$/;

/** An upstream named by host name must be re-resolved (a recreated pod or container moves). */
export const isNamedAddress = (address: string): boolean => !IP_ADDRESS.test(address);

/** The variable holding a framing header's value, empty (so not sent) for scripts and style sheets. */
export const documentOnlyVariable = (header: string): string =>
  `$festive_${header.toLowerCase().replace(/-/g, '_')}`;

/**
 * add_header in a location replaces every add_header inherited from the server block, so each
 * static location repeats the whole set.
 */
export function headers(extra: Record<string, string>, indent: string): string[] {
  const all: Record<string, string> = {
    'Content-Security-Policy': '$festive_csp',
    'Strict-Transport-Security': '$festive_hsts',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...Object.fromEntries(Object.keys(FRAMING_HEADERS).map((name) => [name, documentOnlyVariable(name)])),
    'X-Request-Id': '$festive_request_id',
    ...extra,
  };
  return Object.entries(all).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
}

/** A fixed JSON answer (nginx's own, not a service's). */
export function jsonReturn(status: number, body: object, indent: string): string[] {
  return [
    `${indent}default_type application/json;`,
    `${indent}return ${status} ${quote(JSON.stringify(body))};`,
  ];
}

/**
 * A content-hashed file is cached for a year as immutable and never revalidated, so it goes
 * without validators and Accept-Ranges: bytes a phone would download with every script for
 * nothing. The header lines go beside the location's other add_header lines (IMMUTABLE_HEADERS);
 * a proxied file also hides the validators the bucket sends.
 */
export function immutableFile(indent: string, proxied = false): string[] {
  return [
    `${indent}etag off;`,
    `${indent}max_ranges 0;`,
    ...(proxied ? ['ETag', 'Accept-Ranges'].map((name) => `${indent}proxy_hide_header ${name};`) : []),
  ];
}

/** Cache-Control for a hashed file, and its Last-Modified removed (an empty add_header clears it). */
export const IMMUTABLE_HEADERS = { 'Cache-Control': IMMUTABLE, 'Last-Modified': '' };
