import {
  ACCOUNT_PAGE_PATH,
  PRODUCT_PAGE_ROUTE,
  readRemoteManifest,
  remoteForPath,
  type LiveRemote,
} from '@festive/contracts';
import type { RemoteName } from './remote-names';

/**
 * `/remotes.json`, the runtime manifest: per remote its version, remoteEntry URL, the page paths
 * it owns and the shared versions it needs. Read once per page load (and again on a retry), so
 * a release or a rollback is picked up by a reload.
 */

/**
 * Who owned which paths before remotes declared their own: used for an entry in the old shape
 * (name -> URL, accepted for one release) and when /remotes.json cannot be read at all, so the
 * remote's paths show its error boundary with a retry instead of the 404.
 */
export const BUILT_IN_ROUTES: Record<string, readonly string[]> = {
  mfe_catalog: ['/', PRODUCT_PAGE_ROUTE],
  mfe_checkout: ['/delivery-details', '/verify-otp', '/payment', '/order-success'],
  mfe_account: [ACCOUNT_PAGE_PATH],
  mfe_admin: ['/admin/*?'],
};

export interface ShellManifest {
  remotes: Map<RemoteName, LiveRemote>;
  /** Route table in manifest order: the first remote owning a path answers it. */
  table: { name: RemoteName; routes: readonly string[] }[];
  /** Set when /remotes.json could not be read: every remote load fails with it. */
  error?: Error;
}

export function shellManifest(remotes: LiveRemote[]): ShellManifest {
  return {
    remotes: new Map(remotes.map((remote) => [remote.name, remote])),
    table: remotes.map((remote) => ({
      name: remote.name,
      routes: remote.routes ?? BUILT_IN_ROUTES[remote.name] ?? [],
    })),
  };
}

function unreadable(error: Error): ShellManifest {
  return {
    remotes: new Map(),
    table: Object.entries(BUILT_IN_ROUTES).map(([name, routes]) => ({ name, routes })),
    error,
  };
}

async function fetchManifest(): Promise<ShellManifest> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    return shellManifest(readRemoteManifest(await response.json()));
  } catch (error) {
    console.error('The remotes manifest could not be read', error);
    return unreadable(error instanceof Error ? error : new Error(String(error)));
  }
}

let request: Promise<ShellManifest> | null = null;

/** The manifest of this page load; never rejects (an unreadable one routes by the built-in table). */
export function remoteManifest(): Promise<ShellManifest> {
  request ??= fetchManifest();
  return request;
}

/** The next read fetches /remotes.json again (a retry after a failure or a repointed remote). */
export function forgetManifest(): void {
  request = null;
}

export function remoteOwning(manifest: ShellManifest, pathname: string): RemoteName | undefined {
  return remoteForPath(manifest.table, pathname);
}
