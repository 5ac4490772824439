import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { SERVICES, SERVICE_NAMES, serviceEnvPrefix } from '@festive/contracts';

/**
 * docker-compose.yml and infra/k8s are written by hand: these checks keep them in step with the
 * contracts SERVICES table, the entry points and each other.
 */
const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Doc {
  kind: string;
  metadata?: { name: string };
  data?: Record<string, string>;
  spec?: Record<string, unknown>;
}
type Container = { command?: string[]; ports?: { containerPort: number }[]; image: string };

/** Every manifest under infra/k8s (bases, components, overlays) with the folder it sits in. */
const k8sDir = path.join(root, 'infra/k8s');
const k8sFolders = (readdirSync(k8sDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('kustomization.yaml'))
  .map((file) => path.dirname(file));
const yamlIn = (folder: string) =>
  readdirSync(path.join(k8sDir, folder)).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
// The objects themselves live in the bases and components; the overlays only patch them.
const k8s: Doc[] = k8sFolders
  .filter((folder) => !folder.startsWith('overlays'))
  .flatMap((folder) =>
    yamlIn(folder).flatMap((f) =>
      YAML.parseAllDocuments(read(`infra/k8s/${folder}/${f}`)).map((d) => d.toJSON() as Doc),
    ),
  )
  .filter(Boolean);
const find = (kind: string, name: string) => k8s.find((d) => d.kind === kind && d.metadata?.name === name);
const podSpec = (doc: Doc | undefined) =>
  (
    doc?.spec as
      { template?: { spec: { containers: Container[]; initContainers?: Container[] } } } | undefined
  )?.template?.spec;
const podContainer = (doc: Doc | undefined): Container | undefined => podSpec(doc)?.containers[0];

const compose = YAML.parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<
    string,
    { command?: string[]; healthcheck?: { test: string[] }; environment?: Record<string, string> }
  >;
};

describe('docker-compose.yml', () => {
  it.each(SERVICE_NAMES)('runs %s on its port and tells every process where it is', (name) => {
    const service = compose.services[name];
    const port = SERVICES[name].port;
    expect(service?.command).toEqual(['node', `services/${name}/dist/main.js`]);
    expect(service?.healthcheck?.test.at(-1)).toBe(`http://127.0.0.1:${port}/health`);
    expect(service?.environment?.[`${serviceEnvPrefix(name)}_URL`]).toBe(`http://${name}:${port}`);
  });

  it('runs a worker per worker service, the sandbox, migrations with the seed, and nginx', () => {
    for (const name of SERVICE_NAMES.filter((n) => SERVICES[n].worker)) {
      expect(compose.services[`${name}-worker`]?.command).toEqual([
        'node',
        `services/${name}/dist/worker.js`,
      ]);
    }
    expect(compose.services.sandbox?.command).toEqual(['node', 'infra/sandbox/dist/main.js']);
    expect(compose.services.migrate?.command).toEqual(['node', 'scripts/migrate.mjs', '--seed']);
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'web']));
  });
});

describe('infra/k8s', () => {
  it('lists every manifest of each folder in its kustomization.yaml', () => {
    for (const folder of k8sFolders) {
      const kustomization = YAML.parse(read(`infra/k8s/${folder}/kustomization.yaml`)) as {
        resources?: string[];
        patches?: { path?: string }[];
      };
      const listed = [
        ...(kustomization.resources ?? []).filter((r) => r.endsWith('.yaml')),
        ...(kustomization.patches ?? []).flatMap((p) => (p.path ? [p.path] : [])),
      ];
      expect({ folder, files: listed.sort() }).toEqual({ folder, files: yamlIn(folder).sort() });
    }
  });

  it.each(SERVICE_NAMES)('has a Deployment and a Service for %s on its port, reachable by name', (name) => {
    const port = SERVICES[name].port;
    const container = podContainer(find('Deployment', name));
    expect(container?.command).toEqual(['node', `services/${name}/dist/main.js`]);
    expect(container?.image).toBe(`festive-gifts-${name}`);
    expect(container?.ports?.[0]?.containerPort).toBe(port);
    const service = find('Service', name)?.spec as { ports: { port: number }[] } | undefined;
    expect(service?.ports[0]?.port).toBe(port);
    expect(find('ConfigMap', 'festive-config')?.data?.[`${serviceEnvPrefix(name)}_URL`]).toBe(
      `http://${name}:${port}`,
    );
    expect(find('ConfigMap', 'web-config')?.data?.[`${serviceEnvPrefix(name)}_UPSTREAM`]).toBe(
      `${name}.festive-gifts.svc.cluster.local:${port}`,
    );
    expect(podSpec(find('Deployment', name))?.initContainers?.[0]?.command).toEqual([
      'node',
      `services/${name}/dist/cli/migrate.js`,
    ]);
  });

  it('has the workers, each migrating first, and nginx with the default remotes.json', () => {
    for (const name of SERVICE_NAMES.filter((n) => SERVICES[n].worker)) {
      const worker = find('Deployment', `${name}-worker`);
      expect(podContainer(worker)?.command).toEqual(['node', `services/${name}/dist/worker.js`]);
      expect(podContainer(worker)?.image).toBe(`festive-gifts-${name}-worker`);
      expect(podSpec(worker)?.initContainers?.[0]?.command).toEqual([
        'node',
        `services/${name}/dist/cli/migrate.js`,
      ]);
    }
    expect(podContainer(find('Deployment', 'sandbox'))?.command).toEqual([
      'node',
      'infra/sandbox/dist/main.js',
    ]);
    expect(podContainer(find('Deployment', 'web'))?.image).toBe('festive-gifts-web');
    const remotes = find('ConfigMap', 'festive-remotes')?.data?.['remotes.json'] ?? '';
    expect(JSON.parse(remotes)).toEqual(JSON.parse(read('infra/gateway/remotes.json')));
  });

  it('ships only placeholder secrets (real values come from the cluster secret store)', () => {
    // In-cluster stand-ins of staging need no secret: the Redis Service and the sandbox's mail catcher.
    const inCluster = new Set(['redis://redis:6379', 'smtp://sandbox:2525']);
    const envFiles = k8sFolders.flatMap((folder) => {
      const dir = path.join(k8sDir, folder, 'secrets');
      return existsSync(dir) ? readdirSync(dir).map((f) => `infra/k8s/${folder}/secrets/${f}`) : [];
    });
    expect(envFiles.length).toBeGreaterThan(0);
    for (const file of envFiles) {
      const values = read(file)
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('#'))
        .map((line) => line.slice(line.indexOf('=') + 1));
      for (const value of values) {
        expect(`${file}: ${value} ${value.includes('replace-me') || inCluster.has(value)}`).toBe(
          `${file}: ${value} true`,
        );
      }
    }
    expect(k8s.filter((d) => d.kind === 'Secret')).toEqual([]);
  });
});

describe('infra/docker/Dockerfile', () => {
  it('puts every remote named in remotes.json into the nginx image', () => {
    const dockerfile = read('infra/docker/Dockerfile');
    const manifest = JSON.parse(read('infra/gateway/remotes.json')) as {
      remotes: Record<string, { entry: string }>;
    };
    for (const { entry } of Object.values(manifest.remotes)) {
      const folder = entry.split('/')[2];
      expect(dockerfile).toContain(`/app/${folder}/dist /usr/share/festive/remotes/${folder}`);
    }
  });
});
