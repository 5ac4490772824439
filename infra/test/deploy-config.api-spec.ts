import { readFileSync, readdirSync } from 'node:fs';
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

const k8sFiles = readdirSync(path.join(root, 'infra/k8s')).filter((f) => f.endsWith('.yaml'));
const k8s: Doc[] = k8sFiles
  .filter((f) => f !== 'kustomization.yaml')
  .flatMap((f) => YAML.parseAllDocuments(read(`infra/k8s/${f}`)).map((d) => d.toJSON() as Doc))
  .filter(Boolean);
const find = (kind: string, name: string) => k8s.find((d) => d.kind === kind && d.metadata?.name === name);
const podContainer = (doc: Doc | undefined): Container | undefined =>
  (doc?.spec as { template?: { spec: { containers: Container[] } } } | undefined)?.template?.spec
    .containers[0];

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
  it('lists every manifest in kustomization.yaml', () => {
    const kustomization = YAML.parse(read('infra/k8s/kustomization.yaml')) as { resources: string[] };
    expect([...kustomization.resources].sort()).toEqual(
      k8sFiles.filter((f) => f !== 'kustomization.yaml').sort(),
    );
  });

  it.each(SERVICE_NAMES)('has a Deployment and a Service for %s on its port', (name) => {
    const port = SERVICES[name].port;
    const container = podContainer(find('Deployment', name));
    expect(container?.command).toEqual(['node', `services/${name}/dist/main.js`]);
    expect(container?.ports?.[0]?.containerPort).toBe(port);
    const service = find('Service', name)?.spec as { ports: { port: number }[] } | undefined;
    expect(service?.ports[0]?.port).toBe(port);
    expect(find('ConfigMap', 'festive-config')?.data?.[`${serviceEnvPrefix(name)}_URL`]).toBe(
      `http://${name}:${port}`,
    );
  });

  it('has the workers, the migration job and nginx with the default remotes.json', () => {
    for (const name of SERVICE_NAMES.filter((n) => SERVICES[n].worker)) {
      expect(podContainer(find('Deployment', `${name}-worker`))?.command).toEqual([
        'node',
        `services/${name}/dist/worker.js`,
      ]);
    }
    expect(podContainer(find('Job', 'migrate'))?.command).toEqual(['node', 'scripts/migrate.mjs']);
    expect(podContainer(find('Deployment', 'web'))?.image).toBe('festive-gifts-web');
    const remotes = find('ConfigMap', 'festive-remotes')?.data?.['remotes.json'] ?? '';
    expect(JSON.parse(remotes)).toEqual(JSON.parse(read('infra/gateway/remotes.json')));
  });

  it('ships only placeholder secrets', () => {
    const secret = find('Secret', 'festive-secrets') as { stringData: Record<string, string> } | undefined;
    expect(Object.values(secret?.stringData ?? {}).every((v) => v === 'REPLACE_ME' || v === 'S3RVER')).toBe(
      true,
    );
  });
});

describe('infra/docker/Dockerfile', () => {
  it('puts every remote named in remotes.json into the nginx image', () => {
    const dockerfile = read('infra/docker/Dockerfile');
    const remotes = Object.values(JSON.parse(read('infra/gateway/remotes.json')) as Record<string, string>);
    for (const url of remotes) {
      const folder = url.split('/')[2];
      expect(dockerfile).toContain(
        `COPY --from=build /app/${folder}/dist /usr/share/festive/remotes/${folder}`,
      );
    }
  });
});
