#!/usr/bin/env node
// `npm run release -- mfe-catalog`: one team ships its remote alone.
//   1. builds that remote only (into a temporary folder: the local dist keeps serving `npm start`),
//      stamping remote.json with its version, routes and shared ranges;
//   2. checks its shared ranges against the live shell (`<gateway>/shell.json`);
//   3. uploads it to `remotes/<folder>/<version>/` in object storage, never overwriting a version;
//   4. checks the entry loads through the gateway;
//   5. switches `remotes/manifest.json` to it in one PutObject, keeping the previous release for
//      `npm run rollback`. Open tabs keep their version's files; a reload gets the new one.
// Several remotes (`npm run release -- mfe-catalog mfe-admin`) or `--all` (every remote: the first
// deploy of a web image, which holds the shell alone) go one after the other, each with its own
// manifest switch; the first failure stops the rest.
// Options: --dist <folder> publishes an existing build of the one remote named instead of
// building; --prebuilt publishes each remote's `<remote>/dist`, brought up to date first (no
// temporary build); --dist-root <folder> publishes `<folder>/<remote>` as it is (a release image's
// builds); --force publishes a release the live shell cannot run (its pages then show the error
// boundary); --gateway <url>.
// Object storage from S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime-core';
import { buildWorkspaces } from './lib/build.mjs';
import { UserError, color, fail, ok, seconds, step } from './lib/output.mjs';
import { fromRoot } from './lib/repo.mjs';
import { run } from './lib/run.mjs';
import { allRemotes, flagValue, gatewayUrl, remoteArg, switchManifest } from './lib/release/common.mjs';
import { MANIFEST_KEY, md5Etag, storageFromEnv } from './lib/release/storage.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = {
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.json': 'application/json',
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
/**
 * The build's `.br` / `.gz` copies serve files from a disk (the gateway, nginx's gzip_static); the
 * web tier reads the bucket through a proxy that compresses on the fly, so they are not uploaded.
 */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;
/**
 * Source maps stay with the build: the bucket may be read directly, not only through the web
 * tier (which answers 404 for them), and they would publish the remote's source.
 */
const published = (rel) => !NOT_PUBLISHED.has(rel) && !rel.endsWith('.map') && !PRECOMPRESSED_COPY.test(rel);

function filesUnder(dir, prefix = '') {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    const rel = prefix ? `${prefix}/${entry}` : entry;
    if (statSync(full).isDirectory()) return filesUnder(full, rel);
    return published(rel) ? [rel] : [];
  });
}

/**
 * The first publish starts from what the shop serves now (the image's remotes.json), so the
 * published manifest names every remote — a production web nginx serves it alone — and a
 * rollback of this first release returns to what was served before it. Only entries that load
 * are kept: a web image holding the shell alone lists remotes whose files it does not have, and a
 * rollback must never return to one of those.
 */
async function liveManifest(gateway, manifestSchema) {
  try {
    const res = await fetch(`${gateway}/remotes.json`, { signal: AbortSignal.timeout(5000) });
    const parsed = manifestSchema.safeParse(await res.json());
    if (parsed.success) {
      const remotes = {};
      for (const [name, release] of Object.entries(parsed.data.remotes)) {
        if (await entryLoads(gateway, release.entry, name)) remotes[name] = release;
        else
          console.info(color.dim(`  ${name} left out of the first manifest: ${release.entry} does not load`));
      }
      return { ...parsed.data, remotes, history: {} };
    }
    fail(`${gateway}/remotes.json is not a manifest of the current shape; publishing this remote alone`);
  } catch (error) {
    fail(`could not read ${gateway}/remotes.json (${error.message}); publishing this remote alone`);
  }
  return null;
}

/** Whether a remote's entry answers through the gateway with that remote's code. */
async function entryLoads(gateway, entry, name) {
  try {
    const res = await fetch(new URL(entry, `${gateway}/`), { signal: AbortSignal.timeout(10_000) });
    return res.ok && (await res.text()).includes(name);
  } catch {
    return false;
  }
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

/**
 * The version this checkout's build of `folder` is stamped with, as web-kit's rspack preset
 * computes it (`buildVersion`): `<package version>-<short commit>[.<REMOTE_BUILD_TAG>]`.
 */
function currentVersion(folder) {
  const { version } = JSON.parse(readFileSync(fromRoot(folder, 'package.json'), 'utf8'));
  const head = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], {
    cwd: fromRoot(folder),
    encoding: 'utf8',
  });
  const commit = head.status === 0 ? head.stdout.trim() : 'local';
  const tag = (process.env.REMOTE_BUILD_TAG ?? '').replace(/[^0-9A-Za-z-]/g, '');
  return `${version}-${commit}${tag ? `.${tag}` : ''}`;
}

function readStamp(dist, schemas, name) {
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
  return stamp;
}

/**
 * A dist counts as fresh by the content of its sources, not by the commit or REMOTE_BUILD_TAG its
 * remote.json was stamped with: after a commit that leaves the remote alone, or with another tag,
 * it is what this checkout's build would be under another version. It is published under the
 * version that build would get (only remote.json differs), so --prebuilt and a fresh build name
 * the same files alike.
 */
function restamped(stamp, folder) {
  const version = currentVersion(folder);
  if (stamp.version === version) return { stamp, overrides: {} };
  console.info(
    color.dim(
      `  ${folder}/dist is stamped ${stamp.version} (built at another commit or build tag); publishing it as ${version}`,
    ),
  );
  const fixed = { ...stamp, version };
  return { stamp: fixed, overrides: { 'remote.json': Buffer.from(`${JSON.stringify(fixed, null, 2)}\n`) } };
}

/** The remotes named on the command line (or all of them with --all), in the repository's order. */
function remotesToRelease(args) {
  const valued = new Set(['--dist', '--dist-root', '--gateway']);
  const named = args.filter((arg, i) => !arg.startsWith('-') && !valued.has(args[i - 1]));
  if (args.includes('--all')) {
    if (named.length) throw new UserError('name remotes or give --all, not both');
    return allRemotes().map(remoteArg);
  }
  if (!named.length) return [remoteArg(args[0])];
  const remotes = named.map(remoteArg);
  const twice = remotes.find((r, i) => remotes.findIndex((o) => o.folder === r.folder) !== i);
  if (twice) throw new UserError(`${twice.folder} is named twice`);
  return remotes;
}

async function main(args) {
  const remotes = remotesToRelease(args);
  const force = args.includes('--force');
  const gateway = gatewayUrl(args);
  const given = flagValue(args, '--dist');
  const distRoot = flagValue(args, '--dist-root');
  const prebuilt = args.includes('--prebuilt');
  if ([given, distRoot, prebuilt].filter(Boolean).length > 1)
    throw new UserError('give one of --dist, --dist-root and --prebuilt');
  if (given && remotes.length > 1)
    throw new UserError("--dist names one remote's build; for several use --prebuilt or --dist-root");
  // The manifest rules come from contracts' build (the scripts run on Node, not a bundler). A
  // release image holds that build without the sources: nothing to bring up to date there.
  const toBuild = existsSync(fromRoot('packages/contracts/src')) ? ['packages/contracts'] : [];
  if (prebuilt) toBuild.push(...remotes.map((r) => r.folder));
  if (toBuild.length) await buildWorkspaces({ only: toBuild });
  const contracts = await import('@festive/contracts');
  const schemas = contracts.remoteManifestSchemas();

  // Where each remote's build is; none: a temporary build of it.
  const distOf = given
    ? () => path.resolve(given)
    : distRoot
      ? (remote) => path.resolve(distRoot, remote.folder)
      : prebuilt
        ? (remote) => fromRoot(remote.folder, 'dist')
        : null;
  const options = { force, gateway, contracts, schemas, restamp: prebuilt };

  const done = [];
  for (const remote of remotes) {
    if (remotes.length > 1) step(color.bold(`${remote.name} (${done.length + 1} of ${remotes.length})`));
    try {
      if (distOf) await releaseOne(remote, distOf(remote), options);
      else {
        const dist = await build(remote.folder);
        try {
          await releaseOne(remote, dist, options);
        } finally {
          rmSync(dist, { recursive: true, force: true });
        }
      }
    } catch (error) {
      if (remotes.length > 1 && error instanceof UserError) {
        const left = remotes.slice(done.length + 1).map((r) => r.name);
        throw new UserError(
          `${remote.name}: ${error.message}${done.length ? `\n  released: ${done.join(', ')}` : ''}${left.length ? `\n  not attempted: ${left.join(', ')}` : ''}`,
        );
      }
      throw error;
    }
    done.push(remote.name);
  }
  if (remotes.length > 1) ok(`released ${done.join(', ')}`);
}

async function releaseOne({ folder, name }, dist, { force, gateway, contracts, schemas, restamp = false }) {
  const { sharedMismatches, withRelease } = contracts;
  const { stamp, overrides } = restamp
    ? restamped(readStamp(dist, schemas, name), folder)
    : { stamp: readStamp(dist, schemas, name), overrides: {} };
  const fileBody = (file) => overrides[file] ?? readFileSync(path.join(dist, file));
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
    // The federation runtime's own check, the one the shell applies when it mounts the remote.
    const mismatches = sharedMismatches(stamp.shared, provides, satisfy);
    const said = mismatches
      .map((m) => `${m.package} needs ${m.needed}, the live shell provides ${m.provided}`)
      .join('; ');
    if (mismatches.length && !force) {
      throw new UserError(
        `refused: ${name} ${version} cannot run in the live shell: ${said}. Release the shell first (or --force).`,
      );
    }
    if (mismatches.length) fail(`incompatible with the live shell (${said}); publishing because of --force`);
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
    const entryBody = fileBody('remoteEntry.js');
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
        await storage.put(`${prefix}/${file}`, fileBody(file), {
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
    const res = await fetch(`${gateway}${entry}`, { signal: AbortSignal.timeout(10_000) }).catch((error) => {
      throw new UserError(`${gateway}${entry}: ${error.message}`);
    });
    const text = res.ok ? await res.text() : '';
    if (!res.ok || !text.includes(name)) {
      throw new UserError(`${gateway}${entry} does not load (${res.status}); the manifest was not switched`);
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
    // The same version again (a release job run twice) changes nothing to roll back from.
    const was =
      previous === version
        ? ' (it already was)'
        : previous
          ? ` (was ${previous}; \`npm run rollback -- ${folder}\` goes back)`
          : '';
    ok(`${name} is live at ${version}${was}`);
    console.info(color.dim(`  manifest s3://${storage.bucket}/${MANIFEST_KEY}, copy ${historyKey}`));
  } finally {
    storage.destroy();
  }
}

main(process.argv.slice(2)).catch((error) => {
  fail(error instanceof UserError ? error.message : (error.stack ?? String(error)));
  process.exit(1);
});
