import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { remoteConfig } from '@festive/web-kit/rspack';
import { ROUTES } from './src/app/routes';

/** The federated remote (dist/) or, with `rspack serve` or STANDALONE=1, the remote alone. */
export default remoteConfig('mfe_catalog', {
  root: path.dirname(fileURLToPath(import.meta.url)),
  routes: ROUTES,
  plugins: [
    // RELEASE_MARKER: a build told apart in the page (the release browser tests use it).
    new rspack.DefinePlugin({ __RELEASE_MARKER__: JSON.stringify(process.env.RELEASE_MARKER ?? '') }),
  ],
});
