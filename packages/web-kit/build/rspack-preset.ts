/**
 * Build-time half of web-kit: what every app's rspack config must agree on to share web-kit as
 * a federation singleton. Node-only; never imported by
 * browser code. Apps compose these pieces in their own `rspack.config.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  rspack,
  type Compiler,
  type Configuration,
  type RuleSetRule,
  type RspackPluginInstance,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CHAKRA_PATCH_RULES } from './chakra-patches';
import { CompileHintPlugin, remoteFirstVisit, shellFirstVisit } from './compile-hints';
import { FEDERATION_PATCH_RULES } from './federation-patches';
import { FirstVisitPreloadPlugin } from './first-visit-preload';
import { PrecompressPlugin } from './precompress';
import { StaticThemeCssPlugin } from './static-theme-css';

export {
  CompileHintPlugin,
  FirstVisitPreloadPlugin,
  PrecompressPlugin,
  shellFirstVisit,
  StaticThemeCssPlugin,
};

const require = createRequire(import.meta.url);

/** The remote names the shell registers and the remotes build as. */
export const REMOTE_NAMES = ['mfe_catalog', 'mfe_checkout', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Default dev ports (conventions "Ports"). */
export const DEV_PORTS = {
  shell: 3300,
  mfe_catalog: 3301,
  mfe_checkout: 3302,
  mfe_account: 3303,
  mfe_admin: 3304,
} as const;

export const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:8080';

/**
 * Shared on the host and every remote: React, ReactDOM and web-kit (plus its lazily loaded
 * overlays and controls entries), each a singleton. Chakra, emotion, wouter, react-query and zustand are NOT
 * listed: web-kit is their only importer, so they travel inside it, tree-shaken to its exports
 * (sharing Chakra whole cost 309 KB gzip).
 */
export const FEDERATION_SHARED = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  '@festive/web-kit': { singleton: true, requiredVersion: '^0.1.0' },
  '@festive/web-kit/overlays': { singleton: true, requiredVersion: '^0.1.0' },
  '@festive/web-kit/controls': { singleton: true, requiredVersion: '^0.1.0' },
  '@festive/web-kit/upload': { singleton: true, requiredVersion: '^0.1.0' },
};

/** Host: loaded-first (version-first would fetch every remoteEntry at start-up). */
export const HOST_FEDERATION = {
  shareStrategy: 'loaded-first' as const,
  dts: false,
  experiments: {
    provideExternalRuntime: true,
    asyncStartup: true,
    optimization: { disableSnapshot: true, target: 'web' as const },
  },
};

/** Remotes use the host's federation runtime instead of carrying their own ~33 KB copy. */
export const REMOTE_FEDERATION = {
  shareStrategy: 'loaded-first' as const,
  dts: false,
  experiments: {
    externalRuntime: true,
    optimization: { disableSnapshot: true, target: 'web' as const, disableRemote: true },
  },
};

/** TypeScript/TSX through rspack's built-in swc (no type-check here: `tsc --noEmit` does that). */
export function scriptRule(development: boolean): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    type: 'javascript/auto',
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development } },
        target: 'es2022',
      },
    },
    // Our own sources read workspace packages (contracts) from source through the `source`
    // export condition; scoped to this rule so node_modules packages that also publish a
    // `source` condition (e.g. @pandacss/is-valid-prop) keep resolving to their builds.
    resolve: { conditionNames: ['source', '...'] },
  };
}

/**
 * rspack imports the federation bundler runtime by the absolute path of its CommonJS build,
 * which can be neither tree-shaken nor stripped by the plugin's `disableSnapshot` /
 * `disableRemote` defines. Pointing those paths at the packages' ES module builds lets the
 * minifier drop what the shop does not use (snapshot, preload, manifest code).
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const name of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ]) {
    const cjs = require.resolve(name);
    const esm = cjs.replace(/\.cjs$/, '.js');
    // Fails safe: should a release change this layout, the CommonJS build is used as before.
    if (esm !== cjs && fs.existsSync(esm)) alias[cjs] = esm;
  }
  return alias;
}

/**
 * `use-sync-external-store/shim` (wouter, @uppy/react) is React's own hook on React 18+, plus a
 * fallback for older React that would ship anyway: resolve it to a re-export of React's.
 */
const USE_SYNC_EXTERNAL_STORE_AS_REACT: Record<string, string> = Object.fromEntries(
  ['use-sync-external-store/shim$', 'use-sync-external-store/shim/index.js$'].map((request) => [
    request,
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/shims/use-sync-external-store.ts'),
  ]),
);

/** CSS natively (rspack 2 needs the rule): Uppy's styles travel with the upload entry's chunk. */
const CSS_RULE: RuleSetRule = { test: /\.css$/, type: 'css/auto' };

/** What every browser build shares: target, resolution, loaders, output naming. */
export function browserBase(options: { root: string; development: boolean }): Configuration {
  const { root, development } = options;
  return {
    context: root,
    mode: development ? 'development' : 'production',
    target: ['web', 'es2022'],
    // Production maps are built (for decoding error reports) but hidden: no sourceMappingURL
    // comment in the bundles, and the web tier answers 404 for *.map.
    devtool: development ? 'cheap-module-source-map' : 'hidden-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // contracts is NodeNext-style TypeScript: `./constants.js` means `./constants.ts`.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: development ? {} : { ...federationRuntimeAsEsm(), ...USE_SYNC_EXTERNAL_STORE_AS_REACT },
    },
    module: {
      rules: [scriptRule(development), CSS_RULE, ...CHAKRA_PATCH_RULES, ...FEDERATION_PATCH_RULES],
    },
    output: {
      // BUILD_OUT_DIR: the release script builds elsewhere, leaving the local dist being served alone.
      path: process.env.BUILD_OUT_DIR ? path.resolve(process.env.BUILD_OUT_DIR) : path.join(root, 'dist'),
      filename: development ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: development ? '[name].js' : '[name].[contenthash:8].js',
      clean: true,
    },
    performance: { hints: false },
    // Keep rspack's default minimizer and splitChunks: the minimizer's `module: true` would drop
    // the container global (RUNTIME-001) and custom splitting fights the federation runtime. The
    // shell only groups React and keeps web-kit's packages with it (shell/rspack.config.ts).
  };
}

/** Dev server: SPA fallback, /api (and stored images) proxied to the gateway. */
export function devServer(port: number, extraProxyPaths: string[] = []) {
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api', '/objects', ...extraProxyPaths], target: GATEWAY_URL, changeOrigin: true }],
  };
}

interface ChunkStat {
  id: string | number;
  names: string[];
  files: string[];
  initial: boolean;
  entry: boolean;
  children: (string | number)[];
  origins: { module: string; request: string }[];
  /** Module name and minified-before size (bytes), for the breakdown. */
  modules: { name: string; size: number }[];
}

/**
 * Writes `dist/build-stats.json`: each chunk's files, children and origins and the modules in
 * it, which `shell/scripts/measure-first-visit.mjs` walks to size what a first visit loads.
 */
export class ChunkStatsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('ChunkStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        chunkRelations: true,
        ids: true,
        entrypoints: true,
      });
      const chunks: ChunkStat[] = (json.chunks ?? []).map((chunk) => ({
        id: chunk.id ?? '',
        names: chunk.names ?? [],
        files: (chunk.files ?? []).filter((file) => file.endsWith('.js')),
        initial: chunk.initial,
        entry: chunk.entry,
        children: chunk.children ?? [],
        origins: (chunk.origins ?? []).map((origin) => ({
          module: origin.moduleName ?? '',
          request: origin.request ?? '',
        })),
        modules: (chunk.modules ?? []).map((module) => ({ name: module.name ?? '', size: module.size ?? 0 })),
      }));
      const entrypoints = Object.fromEntries(
        Object.entries(json.entrypoints ?? {}).map(([name, entry]) => [
          name,
          (entry.chunks ?? []).map(String),
        ]),
      );
      const outputPath = compiler.options.output.path ?? 'dist';
      fs.mkdirSync(outputPath, { recursive: true });
      fs.writeFileSync(
        path.join(outputPath, 'build-stats.json'),
        JSON.stringify({ entrypoints, chunks }, null, 1),
      );
    });
  }
}

/* ---------- Version stamps: remote.json beside remoteEntry.js, shell.json beside index.html ---------- */

/** Packages whose versions decide whether a remote can run inside a given shell. */
export const STAMPED_PACKAGES = ['@festive/web-kit', '@festive/contracts', 'react', 'react-dom'] as const;

/** The version of a package as installed for `root` (workspace packages are linked in node_modules). */
function installedVersion(root: string, name: string): string {
  for (let dir = root; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file))
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${root}`);
  }
}

/** The exact versions of the stamped packages this app is built with. */
export function builtWith(root: string): Record<string, string> {
  return Object.fromEntries(STAMPED_PACKAGES.map((name) => [name, installedVersion(root, name)]));
}

/**
 * `<package version>-<short commit>[.<REMOTE_BUILD_TAG>]`: the version a build is published
 * under. The tag tells apart two builds of one commit (another environment, a test).
 */
export function buildVersion(root: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout (a source archive): the version still names the package release.
  }
  const tag = (process.env.REMOTE_BUILD_TAG ?? '').replace(/[^0-9A-Za-z-]/g, '');
  return `${pkg.version}-${commit}${tag ? `.${tag}` : ''}`;
}

function emitJson(compiler: Compiler, file: string, value: () => unknown): void {
  compiler.hooks.thisCompilation.tap('VersionStamp', (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: 'VersionStamp', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
      () => {
        compilation.emitAsset(
          file,
          new compiler.webpack.sources.RawSource(`${JSON.stringify(value(), null, 2)}\n`),
        );
      },
    );
  });
}

/**
 * Writes `remote.json` next to remoteEntry.js: name, version, the page paths the remote owns and
 * the shared package ranges it needs (`^` of what it was built with). The release script copies
 * it into the runtime manifest, so routes move with the remote and never need a shell release.
 */
export class RemoteStampPlugin {
  constructor(private readonly options: { root: string; name: string; routes: readonly string[] }) {}

  apply(compiler: Compiler): void {
    const { root, name, routes } = this.options;
    emitJson(compiler, 'remote.json', () => {
      const versions = builtWith(root);
      return {
        name,
        folder: path.basename(root),
        version: buildVersion(root),
        entry: 'remoteEntry.js',
        routes,
        shared: Object.fromEntries(Object.entries(versions).map(([pkg, version]) => [pkg, `^${version}`])),
        builtWith: versions,
        builtAt: new Date().toISOString(),
      };
    });
  }
}

/**
 * The shell's side: `shell.json` (served at /shell.json, read by the release script) and the
 * same versions compiled in as `__SHELL_PROVIDES__`, which the shell checks each remote against.
 */
export function shellStamp(root: string): { version: string; provides: Record<string, string> } {
  return { version: buildVersion(root), provides: builtWith(root) };
}

export class ShellStampPlugin {
  constructor(private readonly stamp: { version: string; provides: Record<string, string> }) {}

  apply(compiler: Compiler): void {
    new compiler.webpack.DefinePlugin({ __SHELL_PROVIDES__: JSON.stringify(this.stamp.provides) }).apply(
      compiler,
    );
    emitJson(compiler, 'shell.json', () => this.stamp);
  }
}

export interface RemoteConfigOptions {
  /** The remote's folder (where its rspack.config.ts is). */
  root: string;
  /** The page paths the remote owns, stamped into remote.json. */
  routes: readonly string[];
  /** Extra module rules, in the federated build and the standalone one alike. */
  rules?: RuleSetRule[];
  /** Extra plugins of the federated build. */
  plugins?: RspackPluginInstance[];
}

/**
 * A remote's whole rspack config. `rspack build` → dist/: the federated remote
 * (remoteEntry.js exposing `./app` from src/app/app.tsx, plus remote.json and build-stats.json),
 * served by the gateway at /remotes/<folder>/. `rspack serve` (or STANDALONE=1) → the remote alone
 * on its dev port from src/standalone/index.ts: a remote built with `externalRuntime` cannot run
 * without a host, so the standalone build is an ordinary page.
 */
export function remoteConfig(name: RemoteName, options: RemoteConfigOptions) {
  const { root, routes, rules = [], plugins = [] } = options;
  return (env: { RSPACK_SERVE?: boolean }, argv: { mode?: string }): Configuration => {
    const development = argv.mode === 'development';
    const base = browserBase({ root, development });
    const module = { ...base.module, rules: [...(base.module?.rules ?? []), ...rules] };
    if (env.RSPACK_SERVE || process.env.STANDALONE) {
      return {
        ...base,
        module,
        entry: { main: './src/standalone/index.ts' },
        output: { ...base.output, path: path.join(root, 'dist-standalone'), publicPath: '/' },
        plugins: [
          new rspack.HtmlRspackPlugin({
            templateContent: `<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><title>Festival Gifts · ${name}</title></head><body><div id="root"></div></body></html>`,
          }),
          new StaticThemeCssPlugin(),
        ],
        devServer: devServer(DEV_PORTS[name]),
      };
    }
    return {
      ...base,
      module,
      entry: {},
      output: { ...base.output, publicPath: 'auto', uniqueName: name },
      plugins: [
        new ChunkStatsPlugin(),
        new RemoteStampPlugin({ root, name, routes }),
        ...plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './app': './src/app/app.tsx' },
          shared: FEDERATION_SHARED,
          ...REMOTE_FEDERATION,
        }),
        ...(development ? [] : [new CompileHintPlugin(remoteFirstVisit), new PrecompressPlugin()]),
      ],
    };
  };
}
