import type { ComponentType } from 'react';
import type { QueryClient } from '@festive/web-kit';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertCompatible } from './remote-compat';
import { forgetManifest, remoteManifest } from './remote-manifest';
import type { RemoteName } from './remote-names';

/**
 * Run-time remote loading: the manifest (`/remotes.json`) gives each remote's `remoteEntry.js`
 * URL; a release or rollback repoints it. With `disableSnapshot` the runtime needs the
 * remoteEntry URL itself, not a federation manifest (a manifest URL fails with RUNTIME-008).
 */

export interface RemoteModule {
  default: ComponentType;
  /** Reads the first answers the page at `pathname` draws into the cache (optional). */
  firstReads?: (client: QueryClient, pathname: string) => Promise<unknown>;
}

/** Per remote: how many times it was retried, and whether it is registered for that attempt. */
const attempts = new Map<RemoteName, number>();
const registered = new Map<RemoteName, number>();

/** `?retry=n` makes a retried remoteEntry a new script URL: neither the HTTP cache nor the
 * runtime's script de-duplication may hand back the failed attempt. */
export function entryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

async function ensureRegistered(name: RemoteName): Promise<void> {
  const manifest = await remoteManifest();
  if (manifest.error) throw manifest.error;
  const remote = manifest.remotes.get(name);
  if (!remote) throw new Error(`${name} is not listed in /remotes.json`);
  // Checked before registering: an incompatible remote's code is never fetched.
  assertCompatible(remote);
  const url = remote.entry;
  const attempt = attempts.get(name) ?? 0;
  if (registered.get(name) === attempt) return;
  // `force` drops what the runtime kept of the failed attempt (container, loading promise,
  // module cache) before the new URL is registered.
  registerRemotes([{ name, entry: new URL(entryUrl(url, attempt), window.location.href).href }], {
    force: registered.has(name),
  });
  registered.set(name, attempt);
}

/** Loads a remote's exposed `./app` component. */
export async function loadRemoteApp(name: RemoteName): Promise<RemoteModule> {
  await ensureRegistered(name);
  const module = await loadRemote<RemoteModule>(`${name}/app`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${name}/app does not export a component`);
  }
  return module;
}

/**
 * The next load of `name` reads /remotes.json again (the remote may have been repointed) and
 * fetches its remoteEntry afresh.
 */
export function markForRetry(name: RemoteName): void {
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  forgetManifest();
}
