import type { ServiceName } from '@festive/contracts';
import type { CspSources } from '../security-headers';

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
  /**
   * The brotli_static module to load (Debian's libnginx-mod-http-brotli-static), so a browser
   * taking brotli gets the build's `.br` copy of a file; absent: gzip copies only.
   */
  brotliStaticModule?: string;
}
