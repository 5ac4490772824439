import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import {
  browserBase,
  ChunkStatsPlugin,
  CompileHintPlugin,
  DEV_PORTS,
  devServer,
  FEDERATION_SHARED,
  HOST_FEDERATION,
  shellStamp,
  ShellStampPlugin,
  shellFirstVisit,
  FirstVisitPreloadPlugin,
  PrecompressPlugin,
  StaticThemeCssPlugin,
} from '@festive/web-kit/rspack';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The host. Remotes are not listed here: the shell reads `/remotes.json` at run time and
 * registers them with the federation runtime, so redeploying a remote never rebuilds the shell.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const development = argv.mode === 'development';
  const base = browserBase({ root, development });
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // Absolute: deep links such as /products/:id must still find /main.js and its chunks.
    output: { ...base.output, publicPath: '/', uniqueName: 'shell' },
    plugins: [
      new ChunkStatsPlugin(),
      // shell.json and __SHELL_PROVIDES__: the shared versions remotes are checked against.
      new ShellStampPlugin(shellStamp(root)),
      new rspack.HtmlRspackPlugin({ template: './index.html', inject: 'body', scriptLoading: 'defer' }),
      new StaticThemeCssPlugin(),
      new FirstVisitPreloadPlugin(),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: FEDERATION_SHARED,
        ...HOST_FEDERATION,
      }),
      ...(development ? [] : [new CompileHintPlugin(shellFirstVisit), new PrecompressPlugin()]),
    ],
    // Fewer files on a first visit: a phone on slow 4G pays for each request's headers and round
    // trip. React and React DOM arrive as one file instead of three (react, react-dom,
    // react-dom/client), and the packages only web-kit uses (Chakra, React Query, wouter) stay in
    // web-kit's own chunk instead of a vendors chunk beside it (they always load together).
    // Modules several lazy entries share still get a chunk of their own (the default group),
    // which the federation runtime's shared-module loading relies on.
    optimization: development
      ? undefined
      : {
          splitChunks: {
            cacheGroups: {
              defaultVendors: false,
              react: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'react',
                chunks: 'all',
                enforce: true,
                priority: 40,
              },
            },
          },
        },
    // In development the remotes and remotes.json come from the gateway (`npm start`).
    devServer: devServer(DEV_PORTS.shell, ['/remotes', '/remotes.json', '/shell.json']),
  };
};
