// An async boundary before anything else runs: shared modules (React, web-kit) are resolved
// through the federation runtime first, then the app starts.
import('./bootstrap').catch((error: unknown) => {
  console.error('The shop could not start', error);
});
