import type { QueryClient } from '@festive/web-kit';
import { settledWithin } from '../first-reads/first-reads';
import { remoteModule } from './remote-component';
import { remoteManifest, remoteOwning } from './remote-manifest';
import type { RemoteName } from './remote-names';

/** The first page's remote and its reads (settled or given up on): its first draw waits for them. */
let firstPage: { name: RemoteName; reads: Promise<void> } | undefined;

/**
 * Starts loading the remote that owns the page being opened as soon as the manifest is read,
 * while React is still building the frame: the remote's entry, its exposed chunks and their
 * first API reads then arrive alongside the shell's own work instead of after it. The page's
 * render asks for the same load (one load per remote), so nothing is fetched twice; a failed
 * load is shown by that render's error boundary, not here. A remote that names its page's
 * first reads (`firstReads`) has them read into the cache at once, and the page's first draw
 * waits for them (first-reads.ts).
 */
export function startLoadingPageRemote(pathname: string, client: QueryClient): void {
  void remoteManifest().then((manifest) => {
    const name = remoteOwning(manifest, pathname);
    if (!name) return;
    // The wait for the reads starts once the remote is there to name them; a remote that fails
    // to load is shown by its page's error boundary.
    const reads = remoteModule(name).then(
      (remote) => settledWithin(remote.firstReads?.(client, pathname) ?? Promise.resolve()),
      () => undefined,
    );
    firstPage = { name, reads };
    // Once they are in, there is nothing left to wait for: later pages of the remote draw at
    // once, reading as they go.
    void reads.then(() => {
      firstPage = undefined;
    });
  });
}

/** What the first draw of `name`'s page waits for: its first reads while under way, else nothing. */
export function firstReadsOf(name: RemoteName): Promise<void> | undefined {
  return firstPage?.name === name ? firstPage.reads : undefined;
}
