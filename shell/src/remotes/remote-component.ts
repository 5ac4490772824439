import { loadRemoteApp, markForRetry, type RemoteModule } from './remote-registry';
import type { RemoteName } from './remote-names';

/**
 * One load per remote, kept across route changes so moving between two pages of the same
 * remote (e.g. /delivery-details → /verify-otp) never shows the loading state again. A failed
 * load stays failed (and shown) until the shopper retries.
 */
const loads = new Map<RemoteName, Promise<RemoteModule>>();

export function remoteModule(name: RemoteName): Promise<RemoteModule> {
  let load = loads.get(name);
  if (!load) {
    load = loadRemoteApp(name);
    loads.set(name, load);
  }
  return load;
}

export function retryRemote(name: RemoteName): void {
  markForRetry(name);
  loads.delete(name);
}
