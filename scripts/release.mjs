#!/usr/bin/env node
// `npm run release -- mfe-catalog`: one team ships its remote alone.
//   1. builds that remote only (into a temporary folder: the local dist keeps serving `npm start`),
//      stamping remote.json with its version, routes and shared ranges;
//   2. checks its shared ranges against the live shell (`<gateway>/shell.json`);
//   3. uploads it to `remotes/<folder>/<version>/` in object storage, never overwriting a version;
//   4. checks the entry loads through the gateway;
//   5. switches `remotes/manifest.json` to it in one PutObject, keeping the previous release for
//      `npm run rollback`. Open tabs keep their version's files; a reload gets the new one.
// Options: --dist <folder> publishes an existing build instead of building; --force publishes a
// release the live shell cannot run (its pages then show the error boundary); --gateway <url>.
// Object storage from S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWorkspaces } from './lib/build.mjs';
import { UserError, color, fail, ok, seconds, step } from './lib/output.mjs';
import { run } from './lib/run.mjs';
import { flagValue, gatewayUrl, remoteArg, switchManifest } from './lib/release/common.mjs';
import { MANIFEST_KEY, md5Etag, storageFromEnv } from './lib/release/storage.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = {
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html',
  '.txt': 'text/plain',
};
/** Build by-products nobody loads. */
const NOT_PUBLISHED = new Set(['build-stats.json', '.build-stamp']);

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    const rel = prefix ? `${prefix}/${entry}` : entry;
    return statSync(full).isDirectory() ? filesUnder(full, rel) : NOT_PUBLISHED.has(rel) ? [] : [rel];
  });
}

/**
 * The first publish starts from what the shop serves now (the image's remotes.json), so the
 * published manifest names every remote — a production web nginx serves it alone — and a
 * rollback of this first release returns to what was served before it.
 */
async function liveManifest(gateway, manifestSchema) {
  try {
    const res = await fetch(`${gateway}/remotes.json`, { signal: AbortSignal.timeout(5000) });
    const parsed = manifestSchema.safeParse(await res.json());
    if (parsed.success) return { ...parsed.data, history: {} };
    fail(`${gateway}/remotes.json is not a manifest of the current shape; publishing this remote alone`);
  } catch (error) {
    fail(`could not read ${gateway}/remotes.json (${error.message}); publishing this remote alone`);
  }
  return null;
}

async function build(folder) {
  const out = mkdtempSync(path.join(os.tmpdir(), `release-${folder}-`));
  const startedAt = Date.now();
  step(`building ${folder}`);
  const { code, output } = await run('npm', ['run', 'build', '--silent', '-w', folder], {
    env: { ...process.env, BUILD_OUT_DIR: out },
  });
  if (code !== 0)
    throw new UserError(`building ${folder} failed:\n${output.trim().split('\n').slice(-40).join('\n')}`);
  ok(`built ${folder} ${color.dim(`(${seconds(startedAt)})`)}`);
  return out;
}

async function main(args) {
  const { folder, name } = remoteArg(args[0]);
  const force = args.includes('--force');
  const gateway = gatewayUrl(args);
  // The manifest rules come from contracts' build (the scripts run on Node, not a bundler).
  await buildWorkspaces({ only: ['packages/contracts'] });
  const { remoteManifestSchemas, sharedMismatches, withRelease } = await import('@festive/contracts');
  const schemas = remoteManifestSchemas();

  const given = flagValue(args, '--dist');
  const dist = given ? path.resolve(given) : await build(folder);
  try {
    let stamp;
    try {
      stamp = JSON.parse(readFileSync(path.join(dist, 'remote.json'), 'utf8'));
    } catch (error) {
      throw new UserError(`${path.join(dist, 'remote.json')} is missing or not JSON (${error.message})`);
    }
    const parsed = schemas.remoteStamp.safeParse(stamp);
    if (!parsed.success)
      throw new UserError(
        `remote.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
    if (stamp.name !== name) throw new UserError(`remote.json names ${stamp.name}, not ${name}`);
    const { version } = stamp;
    step(`${name} ${version}: routes ${stamp.routes.join(' ')}`);

    // The live shell's shared versions.
    let provides;
    try {
      const res = await fetch(`${gateway}/shell.json`, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      provides = schemas.shellStamp.parse(await res.json()).provides;
    } catch (error) {
      if (!force)
        throw new UserError(
          `cannot read the live shell's versions at ${gateway}/shell.json (${error.message}); is the shop running? (--gateway <url>)`,
        );
      fail(`live shell versions unknown (${error.message}); going on because of --force`);
    }
    if (provides) {
      const mismatches = sharedMismatches(stamp.shared, provides);
      const said = mismatches
        .map((m) => `${m.package} needs ${m.needed}, the live shell provides ${m.provided}`)
        .join('; ');
      if (mismatches.length && !force) {
        throw new UserError(
          `refused: ${name} ${version} cannot run in the live shell: ${said}. Release the shell first (or --force).`,
        );
      }
      if (mismatches.length)
        fail(`incompatible with the live shell (${said}); publishing because of --force`);
      else
        ok(
          `shared versions fit the live shell (${Object.entries(provides)
            .map(([p, v]) => `${p} ${v}`)
            .join(', ')})`,
        );
    }

    // Upload: a version folder is immutable. remoteEntry.js goes last, so a half-uploaded version
    // never looks complete; the same build again is a no-op, a different one under the same version is refused.
    const storage = storageFromEnv();
    try {
      const prefix = `remotes/${folder}/${version}`;
      const entryBody = readFileSync(path.join(dist, 'remoteEntry.js'));
      const existing = await storage.etag(`${prefix}/remoteEntry.js`);
      if (existing && existing !== md5Etag(entryBody)) {
        throw new UserError(
          `${prefix}/ already holds a different build; versions are never overwritten (set REMOTE_BUILD_TAG or commit)`,
        );
      }
      if (existing) ok(`${prefix}/ is already uploaded`);
      else {
        const startedAt = Date.now();
        const files = filesUnder(dist).sort((a, b) => (a === 'remoteEntry.js') - (b === 'remoteEntry.js'));
        for (const file of files) {
          await storage.put(`${prefix}/${file}`, readFileSync(path.join(dist, file)), {
            contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
            cacheControl: IMMUTABLE,
          });
        }
        ok(
          `uploaded ${files.length} files to s3://${storage.bucket}/${prefix}/ ${color.dim(`(${seconds(startedAt)})`)}`,
        );
      }

      // The entry as browsers will get it.
      const entry = `/remotes/${folder}/${version}/remoteEntry.js`;
      const res = await fetch(`${gateway}${entry}`, { signal: AbortSignal.timeout(10_000) }).catch(
        (error) => {
          throw new UserError(`${gateway}${entry}: ${error.message}`);
        },
      );
      const text = res.ok ? await res.text() : '';
      if (!res.ok || !text.includes(name)) {
        throw new UserError(
          `${gateway}${entry} does not load (${res.status}); the manifest was not switched`,
        );
      }
      ok(`${entry} loads through ${gateway}`);

      const before = await storage.getJson(MANIFEST_KEY);
      const current = before
        ? schemas.remoteManifest.parse(before.data)
        : await liveManifest(gateway, schemas.remoteManifest);
      const next = withRelease(current, name, {
        version,
        entry,
        routes: stamp.routes,
        shared: stamp.shared,
        publishedAt: new Date().toISOString(),
      });
      const historyKey = await switchManifest(storage, before, next, `${name}-${version}`);
      const previous = current?.remotes[name]?.version;
      ok(
        `${name} is live at ${version}${previous ? ` (was ${previous}; \`npm run rollback -- ${folder}\` goes back)` : ''}`,
      );
      console.info(color.dim(`  manifest s3://${storage.bucket}/${MANIFEST_KEY}, copy ${historyKey}`));
    } finally {
      storage.destroy();
    }
  } finally {
    if (!given) rmSync(dist, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).catch((error) => {
  fail(error instanceof UserError ? error.message : (error.stack ?? String(error)));
  process.exit(1);
});
