import {
  API_ROUTES,
  type ApiRoute,
  STATIC_ROUTES,
  razorpayPaymentResultSchema,
  razorpayWebhookSchema,
  shiprocketTrackingWebhookSchema,
  type ServiceName,
  uploadRequestSchema,
} from '@festive/contracts';
import { openApiSchema } from '@festive/server-kit';
import type { JsonSchema } from './arbitraries';

/** One route of the contracts table with the request schemas its service documents. */
export interface FuzzRoute extends ApiRoute {
  /** JSON body schema (POST/PUT), undefined for calls without a body. */
  body?: JsonSchema;
  /** Razorpay's redirect posts a form: the body is sent url-encoded as well as JSON. */
  form?: boolean;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The `:name` segments of the path. */
  pathParams: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Request schemas of the routes a service keeps out of its OpenAPI document (the page heads are
 * HTML for the web tier, provider callbacks are signed rather than typed, the upload body is
 * optional), taken from the same contracts schemas their handlers parse with.
 */
const UNDOCUMENTED: Record<string, Pick<FuzzRoute, 'body' | 'form' | 'query'>> = {
  'POST /api/objects/upload': { body: openApiSchema(uploadRequestSchema, 'input') as JsonSchema, query: [] },
  'GET /api/page-head': {
    query: [{ name: 'path', required: false, schema: { type: 'string', pattern: '^/[a-z0-9/-]{0,60}$' } }],
  },
  'GET /api/page-head/view': {
    query: [{ name: 'path', required: false, schema: { type: 'string', pattern: '^/[a-z0-9/-]{0,60}$' } }],
  },
  'POST /api/webhooks/razorpay': {
    body: openApiSchema(razorpayWebhookSchema, 'input') as JsonSchema,
    query: [],
  },
  'POST /api/webhooks/shiprocket': {
    body: openApiSchema(shiprocketTrackingWebhookSchema, 'input') as JsonSchema,
    query: [],
  },
  'POST /api/payments/razorpay/callback': {
    body: openApiSchema(razorpayPaymentResultSchema, 'input') as JsonSchema,
    form: true,
    query: [],
  },
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The contracts' route table and the stored-object paths (`/objects/*`), which anyone may read. */
export const ALL_ROUTES: readonly ApiRoute[] = [
  ...API_ROUTES,
  ...STATIC_ROUTES.map((route) => ({
    method: 'GET' as const,
    path: `${route.prefix}*rest`,
    service: route.service,
    access: 'public' as const,
  })),
];

/**
 * Every route of ALL_ROUTES joined with its service's OpenAPI operation (built from the zod
 * contracts by server-kit's decorators): the fuzz covers the table, not what someone remembered.
 */
export function fuzzRoutes(documents: Record<ServiceName, OpenApiDocument>): FuzzRoute[] {
  return ALL_ROUTES.map((route) => {
    const key = `${route.method} ${route.path}`;
    const operation = documents[route.service].paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    const pathParams = [...route.path.matchAll(/[:*](\w+)/g)].map((match) => match[1]!);
    const documented: Pick<FuzzRoute, 'body' | 'query'> = {
      body: operation?.requestBody?.content?.['application/json']?.schema,
      query: (operation?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema ?? { type: 'string' },
        })),
    };
    return { ...route, pathParams, ...documented, ...UNDOCUMENTED[key] };
  });
}
