import { useSyncExternalStore } from 'react';

/** A toast as the shop raises it (the shop's fixed titles and details). */
export interface ShopToast {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning';
}

/**
 * The toaster is part of the lazily loaded `./overlays` entry, so the first page does not pay
 * for it. `notify` loads it on first use and flips `toasterWanted`, which makes the shell
 * render the toaster region. The specifier is the package's own export (not a relative path):
 * that is the federation-shared singleton, so every remote's toast lands in the same region.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notify(toast: ShopToast): void {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
  }
  import('@festive/web-kit/overlays').then(
    ({ showToast }) => showToast(toast),
    (error: unknown) => console.error('The toaster could not load', error),
  );
}

/** Whether any toast was raised yet: the shell mounts the toaster region from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}
