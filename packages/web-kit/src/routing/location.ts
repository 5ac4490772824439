import { useLocation as useWouterLocation } from 'wouter';

/**
 * The shop's location hooks, on wouter's browser-location router. wouter's `useLocation()` is a
 * `[path, navigate]` pair; the apps were written against `{ pathname }` and `useNavigate()`, so
 * these keep that shape. There is no router provider: every app (the shell and each remote, all
 * sharing this module as a federation singleton) reads `window.location` and re-renders on
 * pushState / replaceState / popstate, so a navigation anywhere is seen everywhere.
 */

/** The current path (decoded, without the query string); re-renders when it changes. */
export function useLocation(): { pathname: string } {
  const [pathname] = useWouterLocation();
  return { pathname };
}

/** `navigate('/path?query')` pushes a history entry; `navigate(to, { replace: true })` replaces it. */
export function useNavigate() {
  return useWouterLocation()[1];
}
