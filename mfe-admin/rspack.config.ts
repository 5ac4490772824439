import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@festive/web-kit/rspack';
import { ROUTES } from './src/app/routes';

/** The federated remote (dist/) or, with `rspack serve` or STANDALONE=1, the remote alone. */
export default remoteConfig('mfe_admin', {
  root: path.dirname(fileURLToPath(import.meta.url)),
  routes: ROUTES,
});
