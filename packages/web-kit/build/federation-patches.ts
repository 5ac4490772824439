import { createRequire } from 'node:module';
import type { RuleSetRule } from '@rspack/core';

const require = createRequire(import.meta.url);
const LOADER = require.resolve('./exact-replace-loader.cjs');

const runtimeCoreFile = (file: string) =>
  new RegExp(`[\\\\/]@module-federation[\\\\/]runtime-core[\\\\/]dist[\\\\/]${file}\\.js$`);

/**
 * The federation runtime keeps its snapshot handler (federation manifests, their cache and
 * preloading by manifest: about 1.4 KB of brotli on every first visit) even when the build turns
 * snapshots off, because it is built whenever remotes are enabled. The shop registers each
 * remote by its remoteEntry URL and never loads a federation manifest, so:
 * - the host builds the disabled handler whenever snapshots are off, which leaves the real one
 *   unreferenced for the minifier to drop;
 * - the disabled handler gets the empty manifest cache that `removeRemote` clears when a failed
 *   remote is registered again (`registerRemotes` with `force`).
 * Each replacement must match exactly or the build fails (exact-replace-loader.cjs).
 */
export const FEDERATION_PATCH_RULES: RuleSetRule[] = [
  {
    test: runtimeCoreFile('core'),
    loader: LOADER,
    options: {
      why: 'build the snapshot handler only when snapshots are on',
      find: 'this.snapshotHandler = USE_REMOTE ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
      replace:
        'this.snapshotHandler = USE_REMOTE && USE_SNAPSHOT ? new SnapshotHandler(this) : new DisabledSnapshotHandler();',
    },
  },
  {
    test: runtimeCoreFile('plugins[\\\\/]snapshot[\\\\/]disabled'),
    loader: LOADER,
    options: {
      why: 'give the disabled snapshot handler the manifest cache removeRemote clears',
      find: 'this.hooks = new PluginSystem({});',
      replace: 'this.hooks = new PluginSystem({});\n\t\tthis.manifestCache = new Map();',
    },
  },
];
