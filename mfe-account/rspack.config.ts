import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  browserBase,
  ChunkStatsPlugin,
  DEV_PORTS,
  devServer,
  FEDERATION_SHARED,
  REMOTE_FEDERATION,
  RemoteStampPlugin,
} from '@festive/web-kit/rspack';
import { ROUTES } from './src/app/routes';

const root = path.dirname(fileURLToPath(import.meta.url));
const NAME = 'mfe_account';

/**
 * `rspack build` → dist/: the federated remote (remoteEntry.js exposing `./app`), served by the
 * gateway at /remotes/mfe-account/. `rspack serve` (or STANDALONE=1) → the remote alone on its
 * dev port: a remote built with `externalRuntime` cannot run without a host (stack-notes).
 */
export default (env: { RSPACK_SERVE?: boolean }, argv: { mode?: string }): Configuration => {
  const development = argv.mode === 'development';
  const base = browserBase({ root, development });
  if (env.RSPACK_SERVE || process.env.STANDALONE) {
    return {
      ...base,
      entry: { main: './src/standalone/index.ts' },
      output: { ...base.output, path: path.join(root, 'dist-standalone'), publicPath: '/' },
      plugins: [
        new rspack.HtmlRspackPlugin({
          templateContent: `<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><title>Festival Gifts · ${NAME}</title></head><body><div id="root"></div></body></html>`,
        }),
      ],
      devServer: devServer(DEV_PORTS[NAME]),
    };
  }
  return {
    ...base,
    entry: {},
    output: { ...base.output, publicPath: 'auto', uniqueName: NAME },
    plugins: [
      new ChunkStatsPlugin(),
      new RemoteStampPlugin({ root, name: NAME, routes: ROUTES }),
      new ModuleFederationPlugin({
        name: NAME,
        filename: 'remoteEntry.js',
        exposes: { './app': './src/app/app.tsx' },
        shared: FEDERATION_SHARED,
        ...REMOTE_FEDERATION,
      }),
    ],
  };
};
