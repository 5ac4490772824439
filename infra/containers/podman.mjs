// podman as this machine runs it: the runc runtime (crun refuses this host's cgroups), the
// default ulimits off (runc cannot set RLIMIT_NPROC here; containers.conf beside this file), and
// the host network only.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CONTAINERS_CONF = path.join(here, 'containers.conf');
const env = () => ({ ...process.env, CONTAINERS_CONF });

export function hasPodman() {
  return spawnSync('podman', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Runs podman; resolves {code, output}. With `log`, the output also goes to that file. */
export function podman(args, { log, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', ['--runtime', 'runc', ...args], { env: env() });
    const file = log ? createWriteStream(log, { flags: 'a' }) : undefined;
    let output = '';
    const take = (chunk) => {
      output += chunk;
      file?.write(chunk);
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => {
      file?.end();
      resolve({ code, output });
    });
  });
}

/** Like podman(), but a non-zero exit is an Error carrying the output's tail. */
export async function podmanOk(args, options) {
  const result = await podman(args, options);
  if (result.code !== 0) {
    const tail = result.output.trim().split('\n').slice(-40).join('\n');
    throw new Error(`podman ${args.slice(0, 3).join(' ')} … exited with ${result.code}:\n${tail}`);
  }
  return result;
}

export const imageExists = async (image) => (await podman(['image', 'exists', image])).code === 0;

/** `podman run -d` on the host network with a label, so leftovers can be found and removed. */
export function runArgs({ name, image, env, command, label, detach = true }) {
  return [
    'run',
    ...(detach ? ['-d'] : ['--rm']),
    '--name',
    name,
    '--label',
    label,
    '--network',
    'host',
    ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    image,
    ...command,
  ];
}

/** Container names carrying `label` (running or not). */
export async function containersWithLabel(label) {
  const { output } = await podmanOk(['ps', '-a', '--filter', `label=${label}`, '--format', '{{.Names}}']);
  return output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export async function removeContainers(names, seconds = 3) {
  if (!names.length) return;
  // --volumes: the anonymous volumes of VOLUME lines (the sandbox's /data) go with them.
  await podman(['rm', '--force', '--volumes', '--time', String(seconds), ...names]);
}
