import { z } from 'zod/mini';

/*
 * The runtime manifest served at /remotes.json: which remote version is live, where its
 * remoteEntry.js is, which page paths it owns and which shared packages it needs. Remotes stamp
 * the same facts into `remote.json` beside their remoteEntry.js at build time; the release script
 * copies them into the manifest. The zod schemas are for the release tooling and the gateway;
 * the shell reads the manifest with `readRemoteManifest` (no zod on the first page).
 */

/** A federation name such as `mfe_catalog`. */
const REMOTE_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** A released version: `0.1.0-3f2a9c1` (package version, short commit, optional build tag). */
export const REMOTE_VERSION = /^[0-9][0-9A-Za-z.-]{0,62}$/;
/** A page path pattern: `/`, `/products/:id`, `/admin/*?`. */
const ROUTE_PATTERN =
  /^\/([A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*)?(\/([A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9]*))*(\/\*\??)?$/;

/**
 * The schemas, built on first use: the shell's first page reads the manifest with
 * `readRemoteManifest` and must not carry zod, which module-level schemas would drag in.
 */
function buildSchemas() {
  /** Shared package -> the semver range the remote needs (`^0.1.0`). */
  const shared = z.record(
    z.string().check(z.minLength(1), z.maxLength(100)),
    z.string().check(z.maxLength(100)),
  );
  const routes = z
    .array(z.string().check(z.regex(ROUTE_PATTERN, 'must be a path pattern like /products/:id')))
    .check(z.maxLength(100));
  const version = z.string().check(z.regex(REMOTE_VERSION, 'must be a version like 0.1.0-3f2a9c1'));

  /** One remote as the manifest lists it. */
  const remoteRelease = z.object({
    version,
    entry: z.string().check(z.minLength(1), z.maxLength(2000)),
    routes,
    shared,
    publishedAt: z.optional(z.string()),
  });

  /** `remote.json`, written by each remote's build next to its remoteEntry.js. */
  const remoteStamp = z.object({
    name: z.string().check(z.regex(REMOTE_NAME)),
    folder: z.string().check(z.regex(/^mfe-[a-z0-9-]+$/)),
    version,
    entry: z.string().check(z.minLength(1)),
    routes,
    shared,
    /** The exact versions of the shared packages the build bundled. */
    builtWith: z.optional(z.record(z.string(), z.string())),
    builtAt: z.optional(z.string()),
  });

  /** `shell.json`, written by the shell's build: what the running shell provides. */
  const shellStamp = z.object({ version: z.string(), provides: z.record(z.string(), z.string()) });

  /** The published manifest: live remotes plus, per remote, earlier live releases (newest last). */
  const remoteManifest = z.object({
    schemaVersion: z.literal(2),
    updatedAt: z.optional(z.string()),
    remotes: z.record(z.string().check(z.regex(REMOTE_NAME)), remoteRelease),
    history: z.optional(z.record(z.string(), z.array(remoteRelease))),
  });
  return { remoteRelease, remoteStamp, shellStamp, remoteManifest };
}

type Schemas = ReturnType<typeof buildSchemas>;
let schemas: Schemas | undefined;

/** zod schemas of the manifest, of `remote.json` and of `shell.json` (release tooling, gateway). */
export function remoteManifestSchemas(): Schemas {
  schemas ??= buildSchemas();
  return schemas;
}

export type RemoteRelease = z.infer<Schemas['remoteRelease']>;
export type RemoteManifest = z.infer<Schemas['remoteManifest']>;

/**
 * A remote as the shell uses it. `routes` is absent for an entry in the old shape
 * (`{"mfe_catalog": "/remotes/mfe-catalog/remoteEntry.js"}`): the shell then keeps its own table.
 */
export interface LiveRemote {
  name: string;
  entry: string;
  version?: string;
  routes?: string[];
  shared?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads /remotes.json in either shape without zod: the new one (`{schemaVersion: 2, remotes}`)
 * and, for one release, the old name -> URL map. Entries that make no sense are skipped, so one
 * bad remote never takes the others down. Order is kept: the first remote owning a path wins.
 */
export function readRemoteManifest(data: unknown): LiveRemote[] {
  if (!isRecord(data)) throw new Error('/remotes.json is not an object');
  const remotes: LiveRemote[] = [];
  if (isRecord(data.remotes)) {
    for (const [name, value] of Object.entries(data.remotes)) {
      if (!REMOTE_NAME.test(name) || !isRecord(value) || typeof value.entry !== 'string') continue;
      // No routes at all (an entry written by hand): the shell keeps its own table for it.
      const routes = Array.isArray(value.routes)
        ? value.routes.filter(
            (route): route is string => typeof route === 'string' && ROUTE_PATTERN.test(route),
          )
        : undefined;
      const shared: Record<string, string> = {};
      if (isRecord(value.shared)) {
        for (const [pkg, range] of Object.entries(value.shared))
          if (typeof range === 'string') shared[pkg] = range;
      }
      remotes.push({
        name,
        entry: value.entry,
        version: typeof value.version === 'string' ? value.version : undefined,
        routes,
        shared,
      });
    }
    return remotes;
  }
  for (const [name, url] of Object.entries(data)) {
    if (REMOTE_NAME.test(name) && typeof url === 'string') remotes.push({ name, entry: url });
  }
  return remotes;
}

/* ---------- Shared package versions ---------- */

/**
 * Whether a version satisfies an npm-style range (`^19.3.0`, `~1.2.3`, `>=1 <2`, `1.x`, `||`).
 * The caller passes Module Federation's own `satisfy`, the check the federation runtime applies
 * to shared modules, so the shell, the release script and the runtime always agree.
 */
export type SatisfiesRange = (version: string, range: string) => boolean;

export interface SharedMismatch {
  package: string;
  needed: string;
  /** What the shell provides, or null when it provides no such package. */
  provided: string | null;
}

/**
 * The shared packages a remote needs that the shell cannot give it. Only packages the shell
 * reports are compared: a remote may bundle something the shell has never heard of.
 */
export function sharedMismatches(
  needs: Record<string, string> | undefined,
  provides: Record<string, string>,
  satisfies: SatisfiesRange,
): SharedMismatch[] {
  const out: SharedMismatch[] = [];
  for (const [pkg, needed] of Object.entries(needs ?? {})) {
    const provided = provides[pkg];
    if (provided === undefined) continue;
    if (!satisfies(provided, needed)) out.push({ package: pkg, needed, provided });
  }
  return out;
}

/* ---------- Route patterns ---------- */

/**
 * Whether a page path matches a route pattern: whole path, any case, a trailing slash allowed.
 * `:name` is one segment, a final `/*` one or more segments, `/*?` none or more.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.split('/').slice(1);
  const wanted = pattern === '/' ? [''] : pattern.split('/').slice(1);
  if (path === '/' || path === '') return pattern === '/' || pattern === '/*?';
  for (let i = 0; i < wanted.length; i += 1) {
    const part = wanted[i] as string;
    if (part === '*') return segments.length > i && segments.slice(i).every(Boolean);
    if (part === '*?') return segments.slice(i).every(Boolean);
    const segment = segments[i];
    if (segment === undefined || segment === '') return false;
    if (part.startsWith(':')) continue;
    if (safeDecode(segment).toLowerCase() !== part.toLowerCase()) return false;
  }
  return segments.length === wanted.length;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The first remote (in manifest order) owning `pathname`, or undefined (the shell's 404). */
export function remoteForPath(
  table: readonly { name: string; routes: readonly string[] }[],
  pathname: string,
): string | undefined {
  return table.find((remote) => remote.routes.some((route) => matchesRoute(route, pathname)))?.name;
}

/* ---------- Releases and rollbacks (pure: the release scripts store the result) ---------- */

/** How many earlier releases of each remote the manifest keeps to roll back to. */
const RELEASE_HISTORY_KEPT = 10;

/** The manifest with `release` live for `name`; the release it replaces goes on that remote's history. */
export function withRelease(
  current: RemoteManifest | null,
  name: string,
  release: RemoteRelease,
): RemoteManifest {
  const remotes = { ...(current?.remotes ?? {}) };
  const history = { ...(current?.history ?? {}) };
  const live = remotes[name];
  if (live && live.version !== release.version) {
    history[name] = [...(history[name] ?? []), live].slice(-RELEASE_HISTORY_KEPT);
  }
  remotes[name] = release;
  return { schemaVersion: 2, updatedAt: new Date().toISOString(), remotes, history };
}

/**
 * The manifest with `name` back on its previous release (taken off the history, so a second
 * rollback goes one further back), or null when there is none to go back to.
 */
export function withRollback(
  current: RemoteManifest | null,
  name: string,
): { manifest: RemoteManifest; from: RemoteRelease | undefined; to: RemoteRelease } | null {
  const earlier = current?.history?.[name] ?? [];
  const to = earlier[earlier.length - 1];
  if (!current || !to) return null;
  const history = { ...(current.history ?? {}), [name]: earlier.slice(0, -1) };
  return {
    manifest: {
      ...current,
      updatedAt: new Date().toISOString(),
      remotes: { ...current.remotes, [name]: to },
      history,
    },
    from: current.remotes[name],
    to,
  };
}
