import { remoteModule } from './remote-component';
import { remoteManifest, remoteOwning } from './remote-manifest';

/**
 * Starts loading the remote that owns the page being opened as soon as the manifest is read,
 * while React is still building the frame: the remote's entry, its exposed chunks and their
 * first API reads then arrive alongside the shell's own work instead of after it. The page's
 * render asks for the same load (one load per remote), so nothing is fetched twice; a failed
 * load is shown by that render's error boundary, not here.
 */
export function startLoadingPageRemote(pathname: string): void {
  void remoteManifest().then((manifest) => {
    const name = remoteOwning(manifest, pathname);
    if (name) remoteModule(name).catch(() => undefined);
  });
}
