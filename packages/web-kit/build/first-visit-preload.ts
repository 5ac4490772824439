import { rspack, type Compiler } from '@rspack/core';

/** Shared modules the first page of every route runs, taken from the shell. */
const FIRST_PAGE_SHARED = ['react', 'react-dom', '@festive/web-kit'] as const;

/** The entry's `import('./bootstrap')`: the async boundary before the app starts. */
const BOOTSTRAP = { module: './src/index.ts', request: './bootstrap' } as const;

const providesShared = (moduleName: string) =>
  FIRST_PAGE_SHARED.some((name) => moduleName.startsWith(`provide shared module (default) ${name}@`));

/**
 * `<link rel="preload" as="script">` in the page's head for every chunk a first visit runs before
 * the app starts: the bootstrap chunk group and the chunks that provide the shared modules the
 * first page uses. Without them the browser learns of those chunks only once the entry has
 * downloaded and run the federation runtime, a round trip and a script later on a phone.
 * Preloads are marked `data-first-visit` (measure-first-visit.mjs sizes exactly these).
 */
export class FirstVisitPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FirstVisitPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'FirstVisitPreloadPlugin',
        (data) => {
          const stats = compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string'
              ? compilation.outputOptions.publicPath
              : '/';
          const chunks = stats.chunks ?? [];
          // The entry first: the page's own <script defer> is fetched at low priority, behind
          // preloads of the chunks it is about to ask for.
          const entry = chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files ?? []);
          const firstRun = chunks
            .filter((chunk) => !chunk.initial)
            .filter((chunk) =>
              (chunk.origins ?? []).some(
                (origin) =>
                  (origin.moduleName === BOOTSTRAP.module && origin.request === BOOTSTRAP.request) ||
                  providesShared(origin.moduleName ?? ''),
              ),
            )
            .flatMap((chunk) => chunk.files ?? [])
            .sort();
          const links = [...new Set([...entry, ...firstRun])]
            .filter((file) => file.endsWith('.js'))
            .map((file) => `<link rel="preload" as="script" href="${publicPath}${file}" data-first-visit />`)
            .join('');
          if (!data.html.includes('</head>'))
            throw new Error(`${data.outputName} has no </head> for the preloads`);
          data.html = data.html.replace('</head>', `${links}</head>`);
          return data;
        },
      );
    });
  }
}
