import path from 'node:path';
import {
  GATEWAY_PORT,
  SERVICES,
  SERVICE_NAMES,
  type ServiceName,
  serviceEnvPrefix,
} from '@festive/contracts';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Folder holding `shell/dist` and `<remote folder>/dist`. */
  staticRoot: string;
  /** The remotes.json file, read on every request (the base layer of /remotes.json). */
  remotesJson: string;
  /** Object storage holding released remotes and the published manifest (path-style). */
  s3Endpoint: string;
  s3Bucket: string;
  /** Base URL of each service, e.g. http://127.0.0.1:3101. */
  serviceUrls: Record<ServiceName, string>;
  /** Idle time after which a proxied call is abandoned with 504. */
  proxyTimeoutMs: number;
  /** Extra origins the pages may talk to (S3 uploads, the sandbox's checkout page). */
  cspOrigins: string[];
  /**
   * The catalogue answers remembered (remembered-reads/): the Redis the catalog publishes its
   * version on, under the shop's key prefix, and how many bytes to keep (0: none). Absent: none.
   */
  rememberedReads?: { redisUrl: string; redisPrefix: string; budgetBytes: number };
}

type Env = Record<string, string | undefined>;

/** infra/gateway/{src,dist}/config.* -> the repository root. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function origin(url: string, name: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${name} must be a URL, got "${url}"`);
  }
}

export function loadConfig(env: Env = process.env): GatewayConfig {
  const serviceUrls = {} as Record<ServiceName, string>;
  for (const name of SERVICE_NAMES) {
    const prefix = serviceEnvPrefix(name);
    const port = integer(env, `${prefix}_PORT`, SERVICES[name].port);
    const url = env[`${prefix}_URL`] || `http://127.0.0.1:${port}`;
    origin(url, `${prefix}_URL`);
    serviceUrls[name] = url.replace(/\/+$/, '');
  }
  const sandboxUrl = env.SANDBOX_URL || `http://127.0.0.1:${integer(env, 'SANDBOX_PORT', 4010)}`;
  const s3Endpoint = env.S3_ENDPOINT || 'http://127.0.0.1:4569';
  // Browsers upload to the address catalog signs for (S3_PUBLIC_ENDPOINT, else S3_ENDPOINT).
  const s3PublicEndpoint = env.S3_PUBLIC_ENDPOINT || s3Endpoint;
  const cspOrigins =
    env.GATEWAY_CSP_ORIGINS !== undefined
      ? env.GATEWAY_CSP_ORIGINS.split(/[\s,]+/).filter(Boolean)
      : [
          origin(s3Endpoint, 'S3_ENDPOINT'),
          origin(s3PublicEndpoint, 'S3_PUBLIC_ENDPOINT'),
          origin(sandboxUrl, 'SANDBOX_URL'),
        ];
  return {
    port: integer(env, 'GATEWAY_PORT', GATEWAY_PORT),
    host: env.HOST || '127.0.0.1',
    staticRoot: path.resolve(env.STATIC_ROOT || REPO_ROOT),
    remotesJson: path.resolve(env.REMOTES_JSON || path.join(REPO_ROOT, 'infra/gateway/remotes.json')),
    s3Endpoint,
    s3Bucket: env.S3_BUCKET || 'festive-gifts',
    serviceUrls,
    proxyTimeoutMs: integer(env, 'GATEWAY_PROXY_TIMEOUT_MS', 30_000),
    cspOrigins: [...new Set(cspOrigins)],
    rememberedReads: {
      redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
      redisPrefix: env.REDIS_PREFIX || 'fg',
      budgetBytes: integer(env, 'GATEWAY_REMEMBERED_READS_MB', 32) * 1024 * 1024,
    },
  };
}
