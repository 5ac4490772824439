// What release.mjs and rollback.mjs share: arguments, the gateway address, the manifest switch.
import path from 'node:path';
import { REPO_ROOT, readJson } from '../repo.mjs';
import { UserError } from '../output.mjs';
import { MANIFEST_KEY } from './storage.mjs';

/**
 * The remotes of this repository, in the root package.json's order: its `mfe-*` workspaces. Read
 * from the root manifest, not the remotes' folders, so a release image holding only their builds
 * knows them too.
 */
export function allRemotes() {
  const { workspaces = [] } = readJson(path.join(REPO_ROOT, 'package.json'));
  return workspaces.filter((dir) => /^mfe-[a-z0-9-]+$/.test(dir));
}

/** `mfe-catalog` or `mfe_catalog` -> { folder, name }, checked against the repository. */
export function remoteArg(value) {
  if (!value || value.startsWith('-'))
    throw new UserError('name the remote, e.g. `npm run release -- mfe-catalog`');
  const folder = value.replace(/_/g, '-');
  if (!allRemotes().includes(folder)) {
    throw new UserError(`${value} is not a remote of this repository (mfe-catalog, mfe-checkout, ...)`);
  }
  return { folder, name: folder.replace(/-/g, '_') };
}

export function flagValue(args, flag) {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new UserError(`${flag} needs a value`);
  return value;
}

/** The running shop the release checks against: RELEASE_GATEWAY_URL, else the local gateway. */
export function gatewayUrl(args, env = process.env) {
  const url =
    flagValue(args, '--gateway') ?? env.RELEASE_GATEWAY_URL ?? `http://127.0.0.1:${env.GATEWAY_PORT || 8080}`;
  return url.replace(/\/+$/, '');
}

/**
 * Replaces the live manifest with one PutObject (readers see the old or the new one, never a
 * mix) after checking nobody switched it since it was read, and keeps a copy in the history.
 */
export async function switchManifest(storage, before, next, label) {
  const now = await storage.etag(MANIFEST_KEY);
  if ((before?.etag ?? null) !== now) {
    throw new UserError('the manifest changed while this ran (another release?); run it again');
  }
  await storage.putJson(MANIFEST_KEY, next);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const historyKey = `remotes/history/${stamp}-${label}.json`;
  await storage.putJson(historyKey, next);
  return historyKey;
}
