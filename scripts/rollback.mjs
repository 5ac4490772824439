#!/usr/bin/env node
// `npm run rollback -- mfe-catalog`: points the manifest back at the remote's previous release
// (one PutObject; a second rollback goes one further back). The files of every version stay in
// object storage, so nothing is rebuilt and open tabs keep working.
// `--unpublish` instead takes the remote out of the published manifest: the gateway then serves
// the local build (development), a production web nginx the static remotes.json it was given.
import { fail, ok, UserError } from './lib/output.mjs';
import { buildWorkspaces } from './lib/build.mjs';
import { remoteArg, switchManifest } from './lib/release/common.mjs';
import { MANIFEST_KEY, storageFromEnv } from './lib/release/storage.mjs';

async function main(args) {
  const { name } = remoteArg(args[0]);
  await buildWorkspaces({ only: ['packages/contracts'] });
  const { remoteManifestSchemas, withRollback } = await import('@festive/contracts');
  const storage = storageFromEnv();
  try {
    const before = await storage.getJson(MANIFEST_KEY);
    const current = before ? remoteManifestSchemas().remoteManifest.parse(before.data) : null;
    if (args.includes('--unpublish')) {
      if (!current?.remotes[name]) throw new UserError(`${name} is not in the published manifest`);
      const remotes = { ...current.remotes };
      delete remotes[name];
      const history = { ...(current.history ?? {}) };
      delete history[name];
      await switchManifest(
        storage,
        before,
        { ...current, updatedAt: new Date().toISOString(), remotes, history },
        `${name}-unpublished`,
      );
      ok(`${name} is no longer published; the static remotes.json (or the local build) serves it`);
      return;
    }
    const back = withRollback(current, name);
    if (!back) {
      throw new UserError(
        `${name} has no earlier release to go back to${current?.remotes[name] ? ' (`--unpublish` takes it out of the manifest)' : ''}`,
      );
    }
    await switchManifest(storage, before, back.manifest, `${name}-${back.to.version}-rollback`);
    ok(`${name} is back at ${back.to.version} (was ${back.from?.version ?? 'none'}); a reload picks it up`);
  } finally {
    storage.destroy();
  }
}

main(process.argv.slice(2)).catch((error) => {
  fail(error instanceof UserError ? error.message : (error.stack ?? String(error)));
  process.exit(1);
});
