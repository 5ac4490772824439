import { existsSync, readFileSync } from 'node:fs';
import { SERVICES, SERVICE_NAMES, type ServiceName, serviceEnvPrefix } from '@festive/contracts';
import { cspOrigin, inlineScriptHashes, remoteOriginsOf } from '../security-headers';
import { type NginxOptions, isNamedAddress } from './render-nginx';

type Env = Record<string, string | undefined>;

/** Where Debian's libnginx-mod-http-brotli-static puts its module. */
export const DEBIAN_BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const words = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);

function whole(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number up to ${max}, got "${raw}"`);
  }
  return value;
}

function origins(env: Env, name: string): string[] {
  return words(env[name]).map((value) => cspOrigin(value, name));
}

const ADDRESS = /^([A-Za-z0-9.-]+|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\]):\d{1,5}$/;
const CIDR = /^([0-9.]+|[0-9a-fA-F:]+)(\/\d{1,3})?$/;

/**
 * REMOTES_BUCKET_URL: the bucket of released remotes as nginx reaches it, e.g.
 * `https://festive-gifts.s3.ap-south-1.amazonaws.com` or, path-style, `http://s3:4569/festive-gifts`.
 */
export function bucketUrl(value: string): { origin: string; path: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`REMOTES_BUCKET_URL: "${value}" is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`REMOTES_BUCKET_URL: "${value}" must be http(s)://host[:port][/bucket]`);
  }
  const bucketPath = url.pathname.replace(/\/+$/, '');
  if (!/^(\/[A-Za-z0-9._-]+)?$/.test(bucketPath)) {
    throw new Error(`REMOTES_BUCKET_URL: "${value}" may name one bucket in its path, nothing more`);
  }
  return { origin: url.origin, path: bucketPath };
}

/** The DNS servers of this container (what `resolver` needs for names of services). */
export function systemResolvers(resolvConf = '/etc/resolv.conf'): string[] {
  try {
    return readFileSync(resolvConf, 'utf8')
      .split('\n')
      .map((line) => /^\s*nameserver\s+(\S+)/.exec(line)?.[1])
      .filter((address): address is string => Boolean(address))
      .map((address) => (address.includes(':') ? `[${address}]` : address));
  } catch {
    return [];
  }
}

/**
 * The web nginx's options from its environment. Every problem is an Error naming the variable,
 * so a misconfigured container stops at start with one line saying what to fix.
 */
export function nginxOptionsFromEnv(
  env: Env,
  read = (file: string) => readFileSync(file, 'utf8'),
  exists = (file: string) => existsSync(file),
): NginxOptions {
  const upstreams = {} as Record<ServiceName, string[]>;
  for (const name of SERVICE_NAMES) {
    const variable = `${serviceEnvPrefix(name)}_UPSTREAM`;
    const addresses = words(env[variable] || `${name}:${SERVICES[name].port}`);
    for (const address of addresses) {
      if (!ADDRESS.test(address)) throw new Error(`${variable}: "${address}" is not host:port`);
    }
    upstreams[name] = addresses;
  }
  const trustedProxyCidrs = words(env.TRUSTED_PROXY_CIDRS);
  for (const cidr of trustedProxyCidrs) {
    if (!CIDR.test(cidr)) throw new Error(`TRUSTED_PROXY_CIDRS: "${cidr}" is not an address or CIDR`);
  }
  const remotesJson = env.REMOTES_JSON || '/etc/festive/remotes.json';
  let fromManifest: string[];
  try {
    fromManifest = remoteOriginsOf(read(remotesJson));
  } catch (error) {
    throw new Error(`REMOTES_JSON (${remotesJson}): ${(error as Error).message}`, { cause: error });
  }
  const webRoot = env.WEB_ROOT || '/usr/share/festive';
  // The inline scripts the shell's page runs, allowed by hash (the page is in the image, so the
  // hashes are taken where the config is rendered, at the container's start).
  let scriptHashes: string[] = [];
  try {
    scriptHashes = inlineScriptHashes(read(`${webRoot}/shell/index.html`));
  } catch {
    // No shell build under the web root (a config check): no inline script to allow.
  }
  const remotesBucket = env.REMOTES_BUCKET_URL ? bucketUrl(env.REMOTES_BUCKET_URL) : undefined;
  // NGINX_BROTLI_MODULE: another path to the module, or `off`; by default Debian's, when installed.
  const brotliModule = env.NGINX_BROTLI_MODULE || DEBIAN_BROTLI_STATIC_MODULE;
  const brotliStaticModule = brotliModule !== 'off' && exists(brotliModule) ? brotliModule : undefined;
  const named = Object.values(upstreams).some((addresses) => addresses.some(isNamedAddress));
  const resolvers = env.NGINX_RESOLVER ? words(env.NGINX_RESOLVER) : named ? systemResolvers() : [];
  return {
    upstreams,
    resolvers,
    listenPort: whole(env, 'LISTEN_PORT', 8080, 65535),
    webRoot,
    remotesJson,
    remotesBucket,
    csp: {
      remoteOrigins: [...fromManifest, ...origins(env, 'CSP_REMOTE_ORIGINS')],
      scriptOrigins: origins(env, 'CSP_PAYMENT_SCRIPT_ORIGINS'),
      connectOrigins: origins(env, 'CSP_UPLOAD_ORIGINS'),
      frameOrigins: origins(env, 'CSP_PAYMENT_ORIGINS'),
      scriptHashes,
    },
    trustedProxyCidrs,
    hstsMaxAge: whole(env, 'HSTS_MAX_AGE', 31_536_000, 63_072_000),
    maxBodySize: env.NGINX_MAX_BODY_SIZE || '10m',
    proxyTimeout: env.NGINX_PROXY_TIMEOUT || '30s',
    runDir: env.NGINX_RUN_DIR || '/tmp/festive-nginx',
    mimeTypes: env.NGINX_MIME_TYPES || '/etc/nginx/mime.types',
    workerProcesses: env.NGINX_WORKER_PROCESSES || 'auto',
    accessLog: env.NGINX_ACCESS_LOG || '/dev/stdout',
    ...(brotliStaticModule ? { brotliStaticModule } : {}),
  };
}
