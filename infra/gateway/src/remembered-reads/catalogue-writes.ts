import { findRoute, findService, type ServiceName } from '@festive/contracts';

/** Services none of whose writes can change a public catalogue answer (sign-ins, addresses, chat). */
const CATALOGUE_BLIND_SERVICES: ReadonlySet<ServiceName> = new Set(['identity', 'support-chat']);

/** Writes of other services that save the shopper's own lines only, never stock or products. */
const SHOPPERS_OWN_WRITES: ReadonlySet<string> = new Set(['PUT /api/cart']);

/**
 * Whether a write passing through the gateway may change what a public catalogue read answers,
 * so the remembered answers must be forgotten around it. Anything not known to be harmless
 * (an order, a cancellation, an admin edit, a path no route names) counts as a change: at a
 * peak the writes that are harmless (cart saves, sign-ins, chat) no longer empty the memory.
 */
export function mayChangeCatalogue(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  const service = findService(path);
  if (service && CATALOGUE_BLIND_SERVICES.has(service)) return false;
  const route = findRoute(method, path);
  return !(route && SHOPPERS_OWN_WRITES.has(`${route.method} ${route.path}`));
}
