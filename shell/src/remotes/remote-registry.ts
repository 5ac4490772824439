import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteName, type RemoteName } from './remote-names';

/**
 * Run-time remote loading (design §2): `/remotes.json` maps each federation name to its
 * `remoteEntry.js` URL; redeploying a remote is publishing its build and repointing that file.
 * With `disableSnapshot` the runtime needs the remoteEntry URL itself, not a manifest
 * (a manifest URL fails with RUNTIME-008, stack-notes).
 */

type RemoteEntries = Partial<Record<RemoteName, string>>;
export interface RemoteModule {
  default: ComponentType;
}

let entriesRequest: Promise<RemoteEntries> | null = null;
/** Per remote: how many times it was retried, and whether it is registered for that attempt. */
const attempts = new Map<RemoteName, number>();
const registered = new Map<RemoteName, number>();

async function fetchEntries(): Promise<RemoteEntries> {
  const response = await fetch('/remotes.json');
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const data: unknown = await response.json();
  if (!data || typeof data !== 'object') throw new Error('/remotes.json is not an object');
  const entries: RemoteEntries = {};
  for (const [name, url] of Object.entries(data)) {
    if (isRemoteName(name) && typeof url === 'string') entries[name] = url;
  }
  return entries;
}

function remoteEntries(): Promise<RemoteEntries> {
  entriesRequest ??= fetchEntries().catch((error: unknown) => {
    entriesRequest = null; // a retry asks again
    throw error;
  });
  return entriesRequest;
}

/** `?retry=n` makes a retried remoteEntry a new script URL: neither the HTTP cache nor the
 * runtime's script de-duplication may hand back the failed attempt. */
export function entryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

async function ensureRegistered(name: RemoteName): Promise<void> {
  const url = (await remoteEntries())[name];
  if (!url) throw new Error(`${name} is not listed in /remotes.json`);
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
  entriesRequest = null;
}
