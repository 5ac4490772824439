// Image build helper: prints a short hash of everything a remote's build reads (its sources,
// web-kit's and contracts', the lockfile, the compiler settings; scripts/lib/fingerprint.mjs).
// Inside an image there is no git commit for the version stamp to name, so the remotes' stage
// builds each with this as its REMOTE_BUILD_TAG: the same sources get the same version, changed
// ones a new one.
//   node infra/docker/remote-build-tag.mjs mfe-catalog
import { createFingerprinter } from '../../scripts/lib/fingerprint.mjs';
import { loadWorkspaces } from '../../scripts/lib/workspaces.mjs';

const [folder] = process.argv.slice(2);
const workspaces = loadWorkspaces();
if (!workspaces.some((ws) => ws.dir === folder)) {
  console.error(`remote-build-tag: ${folder} is not a workspace`);
  process.exit(1);
}
console.info(createFingerprinter(workspaces)(folder).slice(0, 10));
