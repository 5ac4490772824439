import type { Compiler, StatsChunk } from '@rspack/core';
import { firstRunChunks } from './first-visit-preload';

/**
 * V8's explicit compile hint: every function of the file is compiled while the file streams in,
 * on a background thread, instead of each one on the main thread the first time it is called.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk the federation plugin makes for a remote's `./app`. */
const EXPOSED_APP_CHUNK = '__federation_expose_app';

/** Which of a build's chunks a first visit runs. */
type FirstVisitChunks = (chunks: StatsChunk[]) => StatsChunk[];

const initial = (chunks: StatsChunk[]) => chunks.filter((chunk) => chunk.initial);

/** The shell's entry, then what it preloads (FirstVisitPreloadPlugin's list). */
export const shellFirstVisit: FirstVisitChunks = (chunks) => [...initial(chunks), ...firstRunChunks(chunks)];

/** A remote's remoteEntry.js and the chunk of its `./app`: a first visit runs both. */
export const remoteFirstVisit: FirstVisitChunks = (chunks) => [
  ...initial(chunks),
  ...chunks.filter((chunk) => chunk.names?.includes(EXPOSED_APP_CHUNK)),
];

/**
 * Puts V8's compile hint at the top of the scripts a first visit runs (docs/adr/0038). Without
 * it, a third to a half of evaluating each of them was the main thread compiling functions as
 * they were first called; hinted, the browser compiles them while they download. Only these
 * files: a hinted file is compiled whole, and the code a later page loads need not all run.
 *
 * Added after minification (which would drop the comment) and before the source maps are
 * written, so the maps count the extra line; the content hash and the compressed copies follow.
 */
export class CompileHintPlugin {
  constructor(private readonly firstVisit: FirstVisitChunks) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const { chunks = [] } = compilation
            .getStats()
            .toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
          const scripts = [...new Set(this.firstVisit(chunks).flatMap((chunk) => chunk.files ?? []))].filter(
            (file) => file.endsWith('.js'),
          );
          if (scripts.length === 0) throw new Error('CompileHintPlugin found no first-visit script to hint');
          for (const file of scripts) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
