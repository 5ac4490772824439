import { SERVICES, serviceEnvPrefix, type ServiceName } from '@festive/contracts';
import { z } from 'zod';
import { rateLimitEnvShape } from '../rate-limit/rate-limit-settings';

/**
 * Development defaults (docs/conventions.md). The secrets below are public knowledge, which is
 * why production refuses them (see `productionProblems`).
 */
export const DEV_SESSION_SECRET = 'dev-session-secret-change-me';
export const DEV_INTERNAL_TOKEN = 'dev-internal-token-change-me';
export const SANDBOX_S3_KEY = 'S3RVER';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const url = (fallback: string) => z.url().default(fallback);
const port = (fallback: number) =>
  z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).default(fallback);

const serviceUrl = (name: ServiceName) => url(`http://127.0.0.1:${SERVICES[name].port}`);

/** Base URLs of the five services, used for internal calls (`/internal/*`). */
const serviceUrlShape = {
  CATALOG_URL: serviceUrl('catalog'),
  ORDERS_URL: serviceUrl('orders'),
  IDENTITY_URL: serviceUrl('identity'),
  SUPPORT_CHAT_URL: serviceUrl('support-chat'),
  ADMIN_URL: serviceUrl('admin'),
};

/**
 * Which proxies in front of a service may speak for the client (X-Forwarded-For/-Proto): a hop
 * count ("1": the dev gateway; "2" in the cluster: the ingress controller, then the web nginx) or
 * a comma-separated list of addresses/CIDRs (or express's names: loopback, uniquelocal).
 */
const trustProxy = z
  .string()
  .regex(
    /^(\d{1,2}|[0-9A-Za-z.:/_-]+(\s*,\s*[0-9A-Za-z.:/_-]+)*)$/,
    'must be a hop count or a comma-separated list of addresses/CIDRs',
  )
  .default('1')
  .transform((value): number | string[] =>
    /^\d+$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim()),
  );

/** The environment every service reads. Services extend it with their own variables. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * With NODE_ENV=production: `production` refuses local or sandbox provider addresses;
   * `staging` runs the same build and the same secret rules against the provider stand-ins
   * (the sandbox deployed beside it), so provider URLs may point at them.
   */
  DEPLOY_ENV: z.enum(['production', 'staging']).default('production'),
  TRUST_PROXY: trustProxy,
  /**
   * On SIGTERM: how long /health answers 503 (so the load balancer stops sending) before the
   * server stops accepting and drains what is in flight. 0 outside a cluster.
   */
  /** A worker's /health port (it serves no API); default its service's port + 100. */
  HEALTH_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  SHUTDOWN_DELAY_MS: z.coerce.number({ error: 'must be milliseconds' }).int().min(0).max(60_000).default(0),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: url('postgres://postgres@127.0.0.1:5432/festive_gifts'),
  /**
   * Connections one process keeps to PostgreSQL at most (opened as needed). A worker running many
   * jobs at once needs more than an API pod; every replica's pool counts against the server's
   * max_connections.
   */
  DB_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(2).max(200).default(10),
  REDIS_URL: url('redis://127.0.0.1:6379'),
  // Every Redis key of the system starts with `<REDIS_PREFIX>:`; tests use one per file.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('fg'),
  SESSION_SECRET: z.string().min(16).default(DEV_SESSION_SECRET),
  INTERNAL_TOKEN: z.string().min(16).default(DEV_INTERNAL_TOKEN),
  PUBLIC_URL: url('http://localhost:8080'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  S3_ENDPOINT: url('http://127.0.0.1:4569'),
  S3_BUCKET: z.string().min(3).default('festive-gifts'),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).default(SANDBOX_S3_KEY),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default(SANDBOX_S3_KEY),
  SMTP_URL: url('smtp://127.0.0.1:2525'),
  ...serviceUrlShape,
  ...rateLimitEnvShape,
};

export type BaseEnv = z.infer<z.ZodObject<typeof baseEnvShape>>;
export type ExtraShape = z.ZodRawShape;

export interface ServiceConfig<Extra extends object = object> {
  service: ServiceName;
  /** PostgreSQL schema the service owns. */
  schema: string;
  /** HTTP port: <SERVICE>_PORT, else the default from contracts SERVICES. */
  port: number;
  isProduction: boolean;
  env: BaseEnv & Extra;
}

export interface LoadConfigOptions<Shape extends ExtraShape> {
  /** Variables of this service only, validated like the base ones. */
  extra?: Shape;
  /** Names of `extra` variables holding URLs of outside providers (checked in production). */
  providerUrls?: (keyof Shape & string)[];
  /** Names of `extra` variables holding secrets whose development default is refused in production. */
  defaultSecrets?: Partial<Record<keyof Shape & string, string>>;
  /** The service's own production rules: each problem found is one phrase of the refusal. */
  productionRules?: (env: z.infer<z.ZodObject<Shape>>) => string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const BASE_PROVIDER_URLS = ['S3_ENDPOINT', 'SMTP_URL'];
const BASE_DEFAULT_SECRETS: Record<string, string> = {
  SESSION_SECRET: DEV_SESSION_SECRET,
  INTERNAL_TOKEN: DEV_INTERNAL_TOKEN,
  S3_ACCESS_KEY_ID: SANDBOX_S3_KEY,
  S3_SECRET_ACCESS_KEY: SANDBOX_S3_KEY,
};

/** A URL pointing at this machine or at the development sandbox, never valid for real providers. */
export function isLocalOrSandboxUrl(value: string): boolean {
  let host: string;
  try {
    host = new URL(value).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return true;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '0.0.0.0' ||
    host === '::1' ||
    /^127\./.test(host) ||
    host.includes('sandbox')
  );
}

function productionProblems(
  env: Record<string, unknown>,
  providerUrls: string[],
  defaultSecrets: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, fallback] of Object.entries(defaultSecrets)) {
    if (env[name] === fallback)
      problems.push(`${name} must be set to a real secret, not the development default`);
  }
  for (const name of providerUrls) {
    const value = env[name];
    if (typeof value === 'string' && isLocalOrSandboxUrl(value)) {
      problems.push(`${name} points at a local or sandbox address (${value})`);
    }
  }
  return problems;
}

/**
 * Reads and checks the environment of one service. Throws a ConfigError whose message is one
 * line naming every problem, so a misconfigured deployment says exactly what to fix.
 */
export function loadConfig<Shape extends ExtraShape = Record<never, never>>(
  service: ServiceName,
  source: NodeJS.ProcessEnv = process.env,
  options: LoadConfigOptions<Shape> = {},
): ServiceConfig<z.infer<z.ZodObject<Shape>>> {
  const info = SERVICES[service];
  const portName = `${serviceEnvPrefix(service)}_PORT`;
  const schema = z.object({ ...baseEnvShape, ...(options.extra ?? {}), [portName]: port(info.port) });
  // An empty variable means "not set" (a `FOO=` line in a .env file), so the default applies.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration for ${service}: ${details.join('; ')}`);
  }
  const env = parsed.data as Record<string, unknown>;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction) {
    const providerUrls =
      env.DEPLOY_ENV === 'staging' ? [] : [...BASE_PROVIDER_URLS, ...(options.providerUrls ?? [])];
    // The database and Redis have local defaults for development; production names them.
    const unset = ['DATABASE_URL', 'REDIS_URL'].filter((name) => cleaned[name] === undefined);
    const problems = unset.map((name) => `${name} must be set`);
    problems.push(
      ...productionProblems(env, providerUrls, {
        ...BASE_DEFAULT_SECRETS,
        ...(options.defaultSecrets as Record<string, string> | undefined),
      }),
      ...(options.productionRules?.(env as z.infer<z.ZodObject<Shape>>) ?? []),
    );
    if (problems.length > 0) {
      throw new ConfigError(`Refusing to start ${service} in production: ${problems.join('; ')}`);
    }
  }
  return {
    service,
    schema: info.schema,
    port: env[portName] as number,
    isProduction,
    env: env as BaseEnv & z.infer<z.ZodObject<Shape>>,
  };
}
