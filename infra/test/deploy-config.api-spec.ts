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
    {
      command?: string[];
      healthcheck?: { test: string[] };
      environment?: Record<string, string>;
      restart?: string;
      depends_on?: Record<string, { condition: string }>;
    }
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

  it("serves the remotes from the sandbox's S3 bucket, where a one-shot job publishes them once web is up", () => {
    const { web, remotes } = compose.services;
    const env = compose.services.catalog?.environment ?? {};
    const bucket = `${env.S3_ENDPOINT}/${env.S3_BUCKET}`;
    expect(bucket).toBe('http://sandbox:4569/festive-gifts');
    expect(web?.environment?.REMOTES_BUCKET_URL).toBe(bucket);
    expect(remotes?.command).toEqual(['node', 'scripts/release.mjs', '--all', '--dist-root', 'remotes']);
    expect(remotes?.restart).toBe('no');
    expect(remotes?.depends_on?.web?.condition).toBe('service_healthy');
    expect(remotes?.environment).toMatchObject({
      S3_ENDPOINT: env.S3_ENDPOINT,
      S3_BUCKET: env.S3_BUCKET,
      RELEASE_GATEWAY_URL: 'http://web:8080',
    });
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

  it("gives nginx a bucket for the remotes (the web image holds the shell alone), staging's on the sandbox", () => {
    const shared = find('ConfigMap', 'festive-config')?.data ?? {};
    expect(find('ConfigMap', 'web-config')?.data?.REMOTES_BUCKET_URL).toBe(
      `https://${shared.S3_BUCKET}.${new URL(shared.S3_ENDPOINT!).host}`,
    );
    const staging = YAML.parseAllDocuments(read('infra/k8s/overlays/staging/config.yaml')).map(
      (d) => d.toJSON() as Doc,
    );
    const patch = (name: string) =>
      staging.find((d) => d.kind === 'ConfigMap' && d.metadata?.name === name)?.data ?? {};
    const sandboxS3 = new URL(patch('festive-config').S3_ENDPOINT!);
    const bucket = new URL(patch('web-config').REMOTES_BUCKET_URL!);
    expect(bucket.hostname).toBe(`${sandboxS3.hostname}.festive-gifts.svc.cluster.local`);
    expect(bucket.port).toBe(sandboxS3.port);
    expect(bucket.pathname).toBe(`/${shared.S3_BUCKET}`);
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
  /** Each stage's instructions (continuation lines joined), by the stage's name. */
  const stages = new Map<string, { from: string; lines: string[] }>();
  let current: string[] = [];
  for (const line of read('infra/docker/Dockerfile').replace(/\\\n/g, ' ').split('\n')) {
    const stage = /^FROM\s+(\S+)\s+AS\s+(\S+)/i.exec(line);
    if (stage) {
      current = [];
      stages.set(stage[2]!, { from: stage[1]!, lines: current });
    } else if (line.trim() && !line.startsWith('#')) current.push(line.trim());
  }
  const stage = (name: string) => stages.get(name) ?? { from: '', lines: [] };
  /** A stage's lines with the lines of every stage it is built FROM. */
  const withParents = (name: string): string[] =>
    stages.has(name) ? [...withParents(stage(name).from), ...stage(name).lines] : [];
  const manifest = JSON.parse(read('infra/gateway/remotes.json')) as {
    remotes: Record<string, { entry: string }>;
  };
  const remoteFolders = Object.values(manifest.remotes).map(({ entry }) => entry.split('/')[2]!);

  it('puts the shell alone into the nginx image, from a stage that builds the shell alone', () => {
    const web = stage('web').lines;
    const copies = web.filter((line) => /^COPY --from=/.test(line));
    const shell = copies.filter((line) => line.endsWith(' /usr/share/festive/shell'));
    expect(shell).toHaveLength(1);
    for (const line of web) {
      expect(line).not.toMatch(/mfe-|\/usr\/share\/festive\/remotes/);
    }
    const shellStage = /^COPY --from=(\S+)/.exec(shell[0]!)![1]!;
    const built = withParents(shellStage).filter((line) => /^(COPY|RUN)\b/.test(line));
    expect(built.some((line) => /^COPY shell shell$/.test(line))).toBe(true);
    for (const line of built) expect(line).not.toMatch(/mfe-/);
  });

  it('has a release image holding every remote of remotes.json, publishing them all to the bucket', () => {
    const remotes = withParents('remotes');
    const builds = stage('build-remotes').lines;
    for (const folder of remoteFolders) {
      expect(builds.some((line) => line.startsWith(`COPY ${folder} ${folder}`))).toBe(true);
      expect(builds.some((line) => line.startsWith('RUN') && line.includes(folder))).toBe(true);
    }
    expect(remotes).toEqual(
      expect.arrayContaining([
        'COPY scripts/release.mjs scripts/',
        'COPY --from=build-remotes /remotes remotes',
        'CMD ["node", "scripts/release.mjs", "--all", "--dist-root", "remotes"]',
      ]),
    );
    // The release script's own needs: contracts' build and the production dependencies (zod,
    // @aws-sdk/client-s3 through catalog's).
    expect(remotes).toEqual(expect.arrayContaining(['COPY --from=build-server /dist/packages packages']));
    expect(stage('prod-deps').lines.join('\n')).toContain('-w services/catalog');
  });
});
