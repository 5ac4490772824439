import { rspack, type Compiler, type StatsChunk } from '@rspack/core';
import { FIRST_VIEW_ELEMENT_ID } from '@festive/contracts';

/** Shared modules the first page of every route runs, taken from the shell. */
const FIRST_PAGE_SHARED = ['react', 'react-dom', '@festive/web-kit'] as const;

/** The entry's `import('./bootstrap')`: the async boundary before the app starts. */
const BOOTSTRAP = { module: './src/index.ts', request: './bootstrap' } as const;

/** The longest the scripts wait for the first view's picture. */
const FIRST_VIEW_SCRIPT_WAIT_MS = 1000;

/**
 * Starts the files of its `data-first-visit` attribute: the first (the entry) as an ordered
 * script, the others as preloads the entry will ask for. ES5 and no template: it runs before
 * anything else and its hash is in the page's CSP.
 */
const STARTER = `(function (me) {
  var files = me.getAttribute('data-first-visit').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.src = files[0];
    entry.async = false;
    document.body.appendChild(entry);
    for (var i = 1; i < files.length; i++) {
      var preload = document.createElement('link');
      preload.rel = 'preload';
      preload.as = 'script';
      preload.href = files[i];
      document.head.appendChild(preload);
    }
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var view = document.getElementById('${FIRST_VIEW_ELEMENT_ID}');
  if (!view) return start();
  setTimeout(start, ${FIRST_VIEW_SCRIPT_WAIT_MS});
  var picture = view.querySelector('img');
  if (!picture) return afterNextPaint();
  picture.addEventListener('error', start);
  picture.addEventListener('load', function () {
    if (!picture.decode) return afterNextPaint();
    picture.decode().then(afterNextPaint, afterNextPaint);
  });
  if (picture.complete) afterNextPaint();
})(document.currentScript);`;

/** The `<script defer src>` HtmlRspackPlugin writes for the entry (scriptLoading: 'defer'). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

const providesShared = (moduleName: string) =>
  FIRST_PAGE_SHARED.some((name) => moduleName.startsWith(`provide shared module (default) ${name}@`));

/**
 * The chunks a first visit runs after the entry and before the app starts: the bootstrap chunk
 * group and the chunks that provide the shared modules the first page uses.
 */
export function firstRunChunks(chunks: StatsChunk[]): StatsChunk[] {
  return chunks
    .filter((chunk) => !chunk.initial)
    .filter((chunk) =>
      (chunk.origins ?? []).some(
        (origin) =>
          (origin.moduleName === BOOTSTRAP.module && origin.request === BOOTSTRAP.request) ||
          providesShared(origin.moduleName ?? ''),
      ),
    );
}

/**
 * The scripts of a first visit, started by one inline script at the end of the body instead of
 * `<script defer>` and head preloads: the entry, then preloads of every chunk a first visit runs
 * before the app starts (the bootstrap chunk group and the chunks that provide the shared modules
 * the first page uses), so the browser does not learn of those only once the entry has downloaded
 * and run the federation runtime, a round trip and a script later on a phone.
 *
 * They start once the page's first view (the server's picture of the hero or the product, or the
 * account's title, in the first HTML: FIRST_VIEW_ELEMENT_ID) has been painted with its picture
 * decoded, at once when the page has none, and never later than FIRST_VIEW_SCRIPT_WAIT_MS: on a
 * slow connection the picture the shopper waits for is not shared with 200 KB of scripts that
 * draw nothing new until they have all arrived. After the paint, not at the picture's load: a
 * script asked for before the first paint is one the paint seems to wait for (Lighthouse's
 * simulated first paint then includes downloading it on slow 4G), and the load event can come a
 * frame before the paint.
 *
 * The file list is the script element's `data-first-visit` attribute (measure-first-visit.mjs
 * sizes exactly these), so the script's text, and the CSP hash that allows it, stay the same
 * from build to build.
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
          const entryTags = [...data.html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
          if (entryTags.length !== 1)
            throw new Error(
              `${data.outputName} should have one <script defer> entry, has ${entryTags.length}`,
            );
          const entry = entryTags[0]!;
          const firstRun = firstRunChunks(chunks)
            .flatMap((chunk) => chunk.files ?? [])
            .filter((file) => file.endsWith('.js'))
            .sort()
            .map((file) => `${publicPath}${file}`);
          const files = [...new Set([entry, ...firstRun])];
          data.html = data.html.replace(
            ENTRY_SCRIPT,
            `<script data-first-visit="${files.join(' ')}">${STARTER}</script>`,
          );
          return data;
        },
      );
    });
  }
}
