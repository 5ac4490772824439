import { OBJECTS_PREFIX } from './object-paths.js';
import type { ServiceName } from './services.js';

/**
 * Every public call, the service that answers it and who may make it. The dev gateway routes
 * by this table, the nginx configuration is generated from it, and the admin-guard test walks
 * it so no admin route can be forgotten.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; customer: a signed-in shopper; admin: the admin role; webhook: signed by a provider. */
export type Access = 'public' | 'customer' | 'admin' | 'webhook';

export interface ApiRoute {
  method: HttpMethod;
  /** Express-style pattern; `:name` matches one path segment, `*rest` the remainder. */
  path: string;
  service: ServiceName;
  access: Access;
}

const route = (method: HttpMethod, path: string, service: ServiceName, access: Access): ApiRoute => ({
  method,
  path,
  service,
  access,
});

export const API_ROUTES: readonly ApiRoute[] = [
  // catalog
  route('GET', '/api/products', 'catalog', 'public'),
  route('GET', '/api/products/:id', 'catalog', 'public'),
  route('GET', '/api/categories', 'catalog', 'public'),
  route('GET', '/api/currency', 'catalog', 'public'),
  route('GET', '/api/carousel-images', 'catalog', 'public'),
  // a page's head and first view for the first HTML, the fixed hero pictures, the sitemap and robots.txt (the web tier includes or serves them)
  route('GET', '/api/page-head', 'catalog', 'public'),
  route('GET', '/api/page-head/sitemap.xml', 'catalog', 'public'),
  route('GET', '/api/page-head/robots.txt', 'catalog', 'public'),
  route('GET', '/api/page-head/view', 'catalog', 'public'),
  route('GET', '/api/page-head/hero-art/:file', 'catalog', 'public'),
  route('POST', '/api/admin/products', 'catalog', 'admin'),
  route('PUT', '/api/admin/products/:id', 'catalog', 'admin'),
  route('DELETE', '/api/admin/products/:id', 'catalog', 'admin'),
  route('POST', '/api/admin/carousel-images', 'catalog', 'admin'),
  route('PUT', '/api/admin/carousel-images/:id', 'catalog', 'admin'),
  route('DELETE', '/api/admin/carousel-images/:id', 'catalog', 'admin'),
  route('POST', '/api/objects/upload', 'catalog', 'admin'),
  route('POST', '/api/objects/accept', 'catalog', 'admin'),
  // orders
  route('POST', '/api/shiprocket/orders', 'orders', 'customer'),
  route('GET', '/api/orders', 'orders', 'customer'),
  route('GET', '/api/orders/all', 'orders', 'admin'),
  route('GET', '/api/orders/:id/invoice', 'orders', 'customer'),
  route('POST', '/api/orders/:id/returns', 'orders', 'customer'),
  route('POST', '/api/orders/:id/cancel', 'orders', 'customer'),
  route('POST', '/api/orders/:id/status', 'orders', 'admin'),
  route('GET', '/api/orders/:id/transitions', 'orders', 'admin'),
  route('GET', '/api/admin/orders', 'orders', 'admin'),
  route('GET', '/api/admin/orders/:id', 'orders', 'admin'),
  route('POST', '/api/admin/orders/:id/cancel', 'orders', 'admin'),
  route('POST', '/api/admin/orders/:id/resend-invoice', 'orders', 'admin'),
  route('POST', '/api/admin/orders/:id/retry-shipment', 'orders', 'admin'),
  route('GET', '/api/admin/returns', 'orders', 'admin'),
  route('GET', '/api/returns', 'orders', 'admin'),
  route('POST', '/api/admin/returns/:id/approve', 'orders', 'admin'),
  route('POST', '/api/admin/returns/:id/reject', 'orders', 'admin'),
  route('POST', '/api/admin/refunds/:id/paid', 'orders', 'admin'),
  route('POST', '/api/admin/refunds/:id/retry', 'orders', 'admin'),
  route('GET', '/api/cart', 'orders', 'customer'),
  route('PUT', '/api/cart', 'orders', 'customer'),
  route('GET', '/api/shipping/serviceability/:pincode', 'orders', 'public'),
  route('POST', '/api/payments/razorpay/order', 'orders', 'customer'),
  route('POST', '/api/payments/razorpay/verify', 'orders', 'customer'),
  route('POST', '/api/webhooks/razorpay', 'orders', 'webhook'),
  route('POST', '/api/webhooks/shiprocket', 'orders', 'webhook'),
  // Razorpay's redirect mode posts the payment result here as a form; the signature proves it.
  route('POST', '/api/payments/razorpay/callback', 'orders', 'webhook'),
  // identity
  route('GET', '/api/auth/session', 'identity', 'public'),
  route('POST', '/api/auth/logout', 'identity', 'public'),
  route('POST', '/api/auth/send-otp', 'identity', 'public'),
  route('POST', '/api/auth/verify-otp', 'identity', 'public'),
  route('POST', '/api/auth/phone-trust', 'identity', 'public'),
  route('GET', '/api/auth/me', 'identity', 'customer'),
  route('GET', '/api/addresses', 'identity', 'customer'),
  route('POST', '/api/addresses', 'identity', 'customer'),
  route('DELETE', '/api/addresses/:id', 'identity', 'customer'),
  route('PUT', '/api/addresses/:id/set-default', 'identity', 'customer'),
  // support-chat
  route('GET', '/api/chat', 'support-chat', 'customer'),
  route('POST', '/api/chat', 'support-chat', 'customer'),
  route('POST', '/api/chat/request-live-agent', 'support-chat', 'customer'),
  // admin
  route('GET', '/api/admin/status', 'admin', 'public'),
  route('POST', '/api/admin/login', 'admin', 'public'),
  route('POST', '/api/admin/logout', 'admin', 'public'),
  route('GET', '/api/dashboard/stats', 'admin', 'admin'),
];

/**
 * Non-API paths a service answers through the gateway: stored images (`/objects/...`, served by
 * catalog from object storage).
 */
export const STATIC_ROUTES: readonly { prefix: string; service: ServiceName }[] = [
  { prefix: OBJECTS_PREFIX, service: 'catalog' },
];

/** A route pattern as a regular expression over the path (no query string). */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment.startsWith('*')) return '.+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

const compiled = API_ROUTES.map((entry) => ({ entry, pattern: routePattern(entry.path) }));

/** The route a request matches, by method and path; undefined when no service owns it. */
export function findRoute(method: string, path: string): ApiRoute | undefined {
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return compiled.find(({ entry, pattern }) => entry.method === upper && pattern.test(path))?.entry;
}

/**
 * The service owning a path whatever the method: used by the gateway (so a wrong method still
 * reaches the owner, which answers 404/405 itself) and by the nginx generator.
 */
export function findService(path: string): ServiceName | undefined {
  const owner = compiled.find(({ pattern }) => pattern.test(path))?.entry.service;
  return owner ?? STATIC_ROUTES.find((r) => path.startsWith(r.prefix))?.service;
}
