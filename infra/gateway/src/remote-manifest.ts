import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type LiveRemote, readRemoteManifest } from '@festive/contracts';

/**
 * What the gateway answers at /remotes.json, composed on every request from three layers, each
 * later one winning per remote (order of first appearance is kept; the first owner of a path wins):
 *
 * 1. `REMOTES_JSON` (default infra/gateway/remotes.json), old or new shape.
 * 2. The local builds: an entry pointing at a local dist (`/remotes/<folder>/remoteEntry.js`)
 *    takes version, routes and shared ranges from that dist's `remote.json`, as does an entry in
 *    the old shape (it only moves the entry); a built remote the file does not list is added.
 * 3. The published manifest in object storage (`remotes/manifest.json`, written by
 *    `npm run release`): a released remote is served from its versioned folder.
 *
 * So a newcomer's `npm start` serves the local builds, and once a team releases, the release
 * wins until it is rolled back past its first version.
 */

export interface RemoteEntryJson {
  version?: string;
  entry: string;
  routes?: string[];
  shared?: Record<string, string>;
}

export interface ComposedManifest {
  schemaVersion: 2;
  remotes: Record<string, RemoteEntryJson>;
}

export interface ManifestSources {
  /** The REMOTES_JSON file. */
  remotesJson: string;
  /** Folder holding `<folder>/dist/remote.json`. */
  staticRoot: string;
  /** Reads the published manifest, or null when nothing is published (or storage is down). */
  published: () => Promise<unknown>;
}

const localEntry = (folder: string) => `/remotes/${folder}/remoteEntry.js`;
const folderOf = (name: string) => name.replace(/_/g, '-');

interface LocalStamp {
  name: string;
  folder: string;
  version?: string;
  routes?: string[];
  shared?: Record<string, string>;
}

/** The `remote.json` of every built remote under staticRoot, by federation name. */
export function localStamps(staticRoot: string): Map<string, LocalStamp> {
  const stamps = new Map<string, LocalStamp>();
  let folders: string[];
  try {
    folders = readdirSync(staticRoot).filter((folder) => /^mfe-[a-z0-9-]+$/.test(folder));
  } catch {
    return stamps;
  }
  for (const folder of folders.sort()) {
    const file = path.join(staticRoot, folder, 'dist', 'remote.json');
    if (!existsSync(file)) continue;
    try {
      const stamp = JSON.parse(readFileSync(file, 'utf8')) as LocalStamp;
      if (typeof stamp.name === 'string') stamps.set(stamp.name, { ...stamp, folder });
    } catch {
      // A half-written stamp (a build in progress): the file's entry stands as it is.
    }
  }
  return stamps;
}

function fromStamp(stamp: LocalStamp, entry = localEntry(stamp.folder)): RemoteEntryJson {
  return { version: stamp.version, entry, routes: stamp.routes, shared: stamp.shared };
}

function toJson(remote: LiveRemote): RemoteEntryJson {
  return { version: remote.version, entry: remote.entry, routes: remote.routes, shared: remote.shared };
}

/** Layers 1 and 2: the file, completed by the local builds. */
export function localManifest(fileData: unknown, stamps: Map<string, LocalStamp>): ComposedManifest {
  const remotes: Record<string, RemoteEntryJson> = {};
  const listed = fileData === undefined ? [] : readRemoteManifest(fileData);
  for (const remote of listed) {
    const stamp = stamps.get(remote.name);
    const local = remote.entry === localEntry(folderOf(remote.name));
    if (stamp && (local || remote.routes === undefined))
      remotes[remote.name] = fromStamp(stamp, remote.entry);
    else remotes[remote.name] = toJson(remote);
  }
  for (const [name, stamp] of stamps) remotes[name] ??= fromStamp(stamp);
  return { schemaVersion: 2, remotes };
}

/** Layer 3: published releases replace the local entries of the same remotes. */
export function withPublished(local: ComposedManifest, published: unknown): ComposedManifest {
  if (published === null || published === undefined) return local;
  const remotes = { ...local.remotes };
  for (const remote of readRemoteManifest(published)) remotes[remote.name] = toJson(remote);
  return { schemaVersion: 2, remotes };
}

export class ManifestFileError extends Error {}

export async function composeManifest(sources: ManifestSources): Promise<ComposedManifest> {
  let fileData: unknown;
  try {
    fileData = JSON.parse(readFileSync(sources.remotesJson, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ManifestFileError(`${path.basename(sources.remotesJson)} is not valid JSON`);
    }
  }
  const local = localManifest(fileData, localStamps(sources.staticRoot));
  return withPublished(local, await sources.published());
}
