/**
 * Stands in for `use-sync-external-store/shim` (imported by wouter on the first page and by
 * @uppy/react): on React 18+ that package only re-exports React's own hook, yet ships its
 * fallback for older React too (~0.3 KB gzip). web-kit's rspack preset resolves it here.
 */
export { useSyncExternalStore } from 'react';
