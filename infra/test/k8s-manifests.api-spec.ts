import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVICES, SERVICE_NAMES, serviceEnvPrefix } from '@festive/contracts';
import {
  overlays,
  haveKubectl,
  type Selector,
  type Container,
  type Workload,
  type NetworkPolicy,
  SLICE,
  AUTOSCALED,
  INTERNAL_CALLS,
  MUST_BE_SET,
  workers,
  healthPort,
  render,
  root,
  matches,
  Rendered,
  serviceOf,
  type CheckResult,
  check,
} from './k8s/rendered-overlays';

/**
 * Renders every overlay of infra/k8s as `kubectl apply -k` would and checks what would reach the
 * cluster: the Kubernetes schemas, probes, resources, security context, rollout settings,
 * autoscalers and disruption budgets, network paths, Secret ownership, and that every service
 * process would start with the environment it is given (its real configuration loader, in
 * production mode). kubectl renders offline; no cluster is needed.
 */

const describeWithKubectl = haveKubectl ? describe : describe.skip;

describeWithKubectl('infra/k8s rendered with kubectl kustomize', () => {
  // The configuration checks load each service's and the web start script's built code: build
  // what is stale. A failed build fails those checks (not the others) with the compiler's words.
  let buildError: string | undefined;
  beforeAll(() => {
    const folders = [...SERVICE_NAMES.map((name) => `services/${name}`), 'infra/gateway'];
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', ...folders], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      buildError = `node scripts/build.mjs ${folders.join(' ')} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`;
    }
  }, 600_000);

  it('has a staging and a production overlay', () => {
    expect(overlays).toEqual(expect.arrayContaining(['staging', 'production']));
  });

  describe.each(overlays)('overlay %s', (overlay) => {
    const k8s = new Rendered(haveKubectl ? render(overlay) : []);
    const deployments = k8s.all<Workload>('Deployment');
    const deployment = (name: string) => k8s.get<Workload>('Deployment', name);
    const main = (name: string) => deployment(name).spec.template.spec.containers[0]!;
    const replicas = (name: string) => {
      const hpa = k8s
        .all('HorizontalPodAutoscaler')
        .find((h) => (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === name);
      return hpa ? (hpa.spec as { minReplicas: number }).minReplicas : (deployment(name).spec.replicas ?? 1);
    };
    const appDeployments = [...SERVICE_NAMES, ...workers.map((name) => `${name}-worker`), 'web'];
    const nodeContainers = deployments.flatMap((d) =>
      [...(d.spec.template.spec.initContainers ?? []), ...d.spec.template.spec.containers].flatMap(
        (container) => {
          const runs = serviceOf(container);
          return runs ? [{ deployment: d.metadata.name, container, ...runs }] : [];
        },
      ),
    );
    let result: CheckResult;
    beforeAll(() => {
      // kustomize folds long base64 values of generated Secrets over several lines. The API
      // server's decoder skips line breaks; the schema's "byte" format does not, so unfold them.
      const unfolded = k8s.objects.map((o) =>
        o.kind === 'Secret' && o.data
          ? {
              ...o,
              data: Object.fromEntries(Object.entries(o.data).map(([k, v]) => [k, v.replace(/\s+/g, '')])),
            }
          : o,
      );
      result = check(unfolded, [
        ...nodeContainers.map((c) => ({
          id: `${c.deployment}/${c.container.name}`,
          service: c.service,
          entry: c.entry,
          env: k8s.env(c.container),
        })),
        {
          id: 'web/web',
          service: 'web',
          entry: 'nginx',
          env: k8s.env(main('web')),
          remotesJson: k8s.data('ConfigMap', 'festive-remotes')['remotes.json'],
        },
      ]);
    }, 120_000);

    it('starts web from the same runtime manifest the builds are served with, and reads released remotes from the bucket', () => {
      const shipped = readFileSync(path.join(root, 'infra/gateway/remotes.json'), 'utf8');
      expect(JSON.parse(k8s.data('ConfigMap', 'festive-remotes')['remotes.json'] ?? '')).toEqual(
        JSON.parse(shipped),
      );
      // The web image holds the shell alone: its remotes come from the bucket the services use,
      // on the same object store (virtual-host style, or path-style on the sandbox's S3).
      const web = k8s.env(main('web'));
      const shared = k8s.data('ConfigMap', 'festive-config');
      expect(web.REMOTES_BUCKET_URL).toMatch(/^https?:\/\/[^*]+$/);
      const bucket = new URL(web.REMOTES_BUCKET_URL!);
      const store = new URL(shared.S3_ENDPOINT!);
      const sameStore =
        bucket.protocol === store.protocol &&
        bucket.port === store.port &&
        (bucket.hostname === `${shared.S3_BUCKET}.${store.hostname}`
          ? bucket.pathname === '/'
          : bucket.hostname.split('.')[0] === store.hostname.split('.')[0] &&
            bucket.pathname === `/${shared.S3_BUCKET}`);
      expect(`${bucket.href} on ${store.href} (bucket ${shared.S3_BUCKET}): ${sameStore}`).toMatch(/: true$/);
    });

    it('renders only objects valid against the Kubernetes schemas, all in the festive-gifts namespace', () => {
      expect(result.schemaErrors).toEqual([]);
      const namespaced = k8s.objects.filter((o) => o.kind !== 'Namespace');
      expect(
        namespaced.filter((o) => o.metadata.namespace !== 'festive-gifts').map((o) => o.metadata.name),
      ).toEqual([]);
    });

    it('deploys every service, worker and nginx, each from its own image with a pinned tag', () => {
      expect(deployments.map((d) => d.metadata.name)).toEqual(expect.arrayContaining(appDeployments));
      for (const name of SERVICE_NAMES) {
        expect(main(name).command).toEqual(['node', `services/${name}/dist/main.js`]);
        expect(main(name).ports?.[0]?.containerPort).toBe(SERVICES[name].port);
        const service = k8s.get('Service', name).spec as { ports: { port: number }[] };
        expect(service.ports[0]?.port).toBe(SERVICES[name].port);
      }
      for (const name of workers) {
        expect(main(`${name}-worker`).command).toEqual(['node', `services/${name}/dist/worker.js`]);
      }
      for (const workload of k8s.workloads()) {
        for (const container of [
          ...workload.spec.template.spec.containers,
          ...(workload.spec.template.spec.initContainers ?? []),
        ]) {
          // Every image name the bases use is mapped by the overlay to a registry and a tag.
          const image = container.image;
          const tag = /:([\w.-]+)$/.exec(image.slice(image.lastIndexOf('/') + 1))?.[1];
          const pinned = !image.startsWith('festive-gifts-') && tag !== undefined && tag !== 'latest';
          expect(`${workload.metadata.name} ${image} pinned: ${pinned}`).toBe(
            `${workload.metadata.name} ${image} pinned: true`,
          );
        }
      }
    });

    it('gives every container requests, a memory limit and a non-root, read-only security context', () => {
      // The namespace enforces Pod Security "restricted"; these are what it demands of a pod.
      expect(k8s.get('Namespace', 'festive-gifts').metadata.labels).toMatchObject({
        'pod-security.kubernetes.io/enforce': 'restricted',
      });
      for (const workload of k8s.workloads()) {
        const pod = workload.spec.template.spec;
        expect(`${workload.metadata.name}: runAsNonRoot ${pod.securityContext?.runAsNonRoot}`).toMatch(
          /true$/,
        );
        expect(`${workload.metadata.name}: seccomp ${pod.securityContext?.seccompProfile?.type}`).toMatch(
          /RuntimeDefault$/,
        );
        for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
          const where = `${workload.metadata.name}/${container.name}`;
          expect({ where, requests: container.resources?.requests }).toEqual({
            where,
            requests: { cpu: expect.any(String), memory: expect.any(String) },
          });
          expect({ where, limit: container.resources?.limits?.memory }).toEqual({
            where,
            limit: expect.any(String),
          });
          expect({ where, security: container.securityContext }).toMatchObject({
            where,
            security: {
              allowPrivilegeEscalation: false,
              readOnlyRootFilesystem: true,
              capabilities: { drop: ['ALL'] },
            },
          });
        }
      }
    });

    it('gives every long-running container a startup, a readiness and a liveness probe', () => {
      for (const workload of k8s.workloads()) {
        for (const container of workload.spec.template.spec.containers) {
          const where = `${workload.metadata.name}/${container.name}`;
          expect({
            where,
            startup: !!container.startupProbe,
            ready: !!container.readinessProbe,
            live: !!container.livenessProbe,
          }).toEqual({ where, startup: true, ready: true, live: true });
        }
      }
    });

    it('probes services and workers on /health, liveness by TCP only, nginx on /gateway/health', () => {
      const expectProbes = (container: Container, port: string, health: string, livenessByTcp: boolean) => {
        const named = container.ports?.find((p) => p.name === port);
        expect(named).toBeDefined();
        expect(container.startupProbe?.httpGet).toEqual({ path: health, port });
        // A generous start (first connection to PostgreSQL and Redis, Nest's start-up).
        expect(
          (container.startupProbe?.failureThreshold ?? 3) * (container.startupProbe?.periodSeconds ?? 10),
        ).toBeGreaterThanOrEqual(60);
        expect(container.readinessProbe?.httpGet).toEqual({ path: health, port });
        if (livenessByTcp) expect(container.livenessProbe?.tcpSocket).toEqual({ port });
        else expect(container.livenessProbe?.httpGet).toEqual({ path: health, port });
      };
      for (const name of SERVICE_NAMES) expectProbes(main(name), 'http', '/health', true);
      for (const name of workers) {
        const worker = main(`${name}-worker`);
        expectProbes(worker, 'health', '/health', true);
        expect(worker.ports?.[0]?.containerPort).toBe(healthPort(name));
        expect(k8s.env(worker).HEALTH_PORT).toBe(String(healthPort(name)));
      }
      expectProbes(main('web'), 'http', '/gateway/health', false);
      expect(main('web').ports?.[0]?.containerPort).toBe(8080);
    });

    it('rolls out one new pod at a time, keeps every old one until then, and shuts down gracefully', () => {
      for (const name of appDeployments) {
        const spec = deployment(name).spec;
        expect({ name, strategy: spec.strategy }).toEqual({
          name,
          strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
        });
        // Workers get longer: the job in hand (a Shiprocket call with retries, an e-mail) finishes.
        expect({ name, grace: spec.template.spec.terminationGracePeriodSeconds }).toEqual({
          name,
          grace: name.endsWith('-worker') ? 60 : 30,
        });
      }
      for (const { deployment: name, container, entry } of nodeContainers) {
        if (entry === 'migrate') continue;
        const env = k8s.env(container);
        expect({ name, delay: env.SHUTDOWN_DELAY_MS, trust: env.TRUST_PROXY }).toEqual({
          name,
          delay: '5000',
          trust: '2',
        });
      }
    });

    it('runs each service’s own migrations in an initContainer of its Deployments, from the same image', () => {
      for (const name of [...SERVICE_NAMES, ...workers.map((w) => `${w}-worker`)]) {
        const service = name.replace(/-worker$/, '');
        const pod = deployment(name).spec.template.spec;
        const init = pod.initContainers ?? [];
        expect(init.map((c) => c.command)).toEqual([['node', `services/${service}/dist/cli/migrate.js`]]);
        expect(init[0]?.image).toBe(pod.containers[0]?.image);
        expect(init[0]?.envFrom).toEqual(pod.containers[0]?.envFrom);
      }
    });

    it('autoscales catalog, orders, identity and web on CPU, and keeps a pod of every multi-pod Deployment through disruptions', () => {
      for (const name of AUTOSCALED) {
        const hpa = k8s.get('HorizontalPodAutoscaler', name);
        expect(hpa.apiVersion).toBe('autoscaling/v2');
        const spec = hpa.spec as {
          scaleTargetRef: { kind: string; name: string };
          minReplicas: number;
          maxReplicas: number;
          metrics: { resource?: { name: string } }[];
        };
        expect(spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
        expect(spec.metrics.map((m) => m.resource?.name)).toContain('cpu');
        expect(spec.maxReplicas).toBeGreaterThan(spec.minReplicas);
        // The autoscaler owns the count: a replicas field would reset it on every apply.
        expect(deployment(name).spec.replicas).toBeUndefined();
      }
      const budgets = k8s.all('PodDisruptionBudget');
      for (const workload of deployments) {
        const labels = workload.spec.template.metadata.labels;
        const covering = budgets.filter((b) => matches((b.spec as { selector: Selector }).selector, labels));
        if (replicas(workload.metadata.name) > 1) {
          expect({ name: workload.metadata.name, budgets: covering.map((b) => b.spec) }).toEqual({
            name: workload.metadata.name,
            budgets: [expect.objectContaining({ minAvailable: 1 })],
          });
        } else {
          // With one pod a minAvailable of 1 would block every node drain.
          expect({ name: workload.metadata.name, budgets: covering }).toEqual({
            name: workload.metadata.name,
            budgets: [],
          });
        }
      }
    });

    it('mounts each Secret only into the Deployments of the slice that owns it', () => {
      const secrets = k8s.all('Secret');
      for (const secret of secrets) expect(secret.metadata.labels?.[SLICE]).toBeDefined();
      for (const workload of k8s.workloads()) {
        const pod = workload.spec.template.spec;
        const referenced = [
          ...[...pod.containers, ...(pod.initContainers ?? [])].flatMap((c) => [
            ...(c.envFrom ?? []).flatMap((f) => (f.secretRef ? [f.secretRef.name] : [])),
            ...(c.env ?? []).flatMap((e) =>
              e.valueFrom?.secretKeyRef ? [e.valueFrom.secretKeyRef.name] : [],
            ),
          ]),
          ...(pod.volumes ?? []).flatMap((v) => (v.secret ? [v.secret.secretName] : [])),
        ];
        for (const name of referenced) {
          const owner = k8s.get('Secret', name).metadata.labels?.[SLICE];
          expect(`${workload.metadata.name} uses ${name} of ${owner}`).toBe(
            `${workload.metadata.name} uses ${name} of ${workload.metadata.labels?.[SLICE]}`,
          );
        }
      }
      // Each service has a Secret of its own.
      for (const name of SERVICE_NAMES) {
        expect(secrets.filter((s) => s.metadata.labels?.[SLICE] === name)).toHaveLength(1);
      }
    });

    it(`gives every service process the environment its configuration demands in production (DEPLOY_ENV=${overlay})`, () => {
      if (buildError) throw new Error(buildError);
      for (const { deployment: name, container } of nodeContainers) {
        const env = k8s.env(container);
        expect({ name, NODE_ENV: env.NODE_ENV, DEPLOY_ENV: env.DEPLOY_ENV }).toEqual({
          name,
          NODE_ENV: 'production',
          DEPLOY_ENV: overlay,
        });
        const unset = MUST_BE_SET.filter((variable) => !env[variable]);
        expect({ name, unset }).toEqual({ name, unset: [] });
      }
      const failures = Object.entries(result.configErrors).filter(([, error]) => error !== null);
      expect(failures).toEqual([]);
      expect(Object.keys(result.configErrors)).toHaveLength(nodeContainers.length + 1);
    });

    it('configures nginx: every upstream, the CSP origins without wildcards, HSTS and the trusted proxies', () => {
      const env = k8s.env(main('web'));
      for (const name of SERVICE_NAMES) {
        // The Service's full name: nginx's resolver does not apply resolv.conf's search list.
        expect(env[`${serviceEnvPrefix(name)}_UPSTREAM`]).toBe(
          `${name}.festive-gifts.svc.cluster.local:${SERVICES[name].port}`,
        );
      }
      expect(env.HSTS_MAX_AGE).toBe('31536000');
      expect(env.TRUSTED_PROXY_CIDRS).toMatch(/^\d+\.\d+\.\d+\.\d+\/\d+/);
      for (const name of [
        'CSP_REMOTE_ORIGINS',
        'CSP_UPLOAD_ORIGINS',
        'CSP_PAYMENT_SCRIPT_ORIGINS',
        'CSP_PAYMENT_ORIGINS',
      ]) {
        expect(env).toHaveProperty(name);
        for (const origin of env[name]!.split(/\s+/).filter(Boolean)) {
          expect(origin).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?$/);
        }
      }
      expect(env.CSP_UPLOAD_ORIGINS).toBe(new URL(k8s.env(main('catalog')).S3_PUBLIC_ENDPOINT!).origin);
    });

    it('denies all traffic by default and opens only the paths the shop uses', () => {
      const deny = k8s.get<NetworkPolicy>('NetworkPolicy', 'default-deny').spec;
      expect(deny.podSelector).toEqual({});
      expect([...deny.policyTypes].sort()).toEqual(['Egress', 'Ingress']);
      const web = k8s.get<NetworkPolicy>('NetworkPolicy', 'web-ingress').spec;
      expect(web.ingress?.[0]?.from?.[0]?.namespaceSelector).toBeDefined();
      expect(web.ingress?.[0]?.ports).toEqual([{ protocol: 'TCP', port: 8080 }]);
      for (const name of SERVICE_NAMES) {
        expect(`web -> ${name} ${k8s.allows('web', name, SERVICES[name].port)}`).toBe(`web -> ${name} true`);
      }
      for (const [from, to] of INTERNAL_CALLS) {
        expect(`${from} -> ${to} ${k8s.allows(from, to, SERVICES[to].port)}`).toBe(`${from} -> ${to} true`);
      }
      // Nothing else between the services: e.g. identity calls no one, nobody calls identity but nginx.
      const pods = [...SERVICE_NAMES, ...workers.map((w) => `${w}-worker`)];
      for (const from of pods) {
        for (const to of SERVICE_NAMES) {
          if (from === to || INTERNAL_CALLS.some(([f, t]) => f === from && t === to)) continue;
          expect(`${from} -> ${to} ${k8s.allows(from, to, SERVICES[to].port)}`).toBe(
            `${from} -> ${to} false`,
          );
        }
      }
      for (const from of pods) {
        expect(`${from} DNS ${k8s.allowsOut(from, 53, 'UDP')}`).toBe(`${from} DNS true`);
        expect(`${from} PostgreSQL ${k8s.allowsOut(from, 5432)}`).toBe(`${from} PostgreSQL true`);
      }
      // Providers: HTTPS and mail submission for the pods that call them; admin calls none.
      for (const from of pods.filter((p) => p !== 'admin')) {
        expect(`${from} HTTPS ${k8s.allowsOut(from, 443)}`).toBe(`${from} HTTPS true`);
      }
      for (const from of ['orders', 'orders-worker', 'support-chat-worker']) {
        expect(`${from} SMTP ${k8s.allowsOut(from, 587) && k8s.allowsOut(from, 465)}`).toBe(
          `${from} SMTP true`,
        );
      }
      expect(k8s.allowsOut('admin', 443)).toBe(false);
      // nginx reaches the bucket of released remotes (HTTPS), and mail servers never.
      expect(k8s.allowsOut('web', 443)).toBe(true);
      expect(k8s.allowsOut('web', 587) || k8s.allowsOut('web', 465)).toBe(false);
      if (overlay === 'staging') {
        expect(`web -> sandbox S3 ${k8s.allows('web', 'sandbox', 4569)}`).toBe('web -> sandbox S3 true');
        expect(`web -> sandbox 4010 ${k8s.allows('web', 'sandbox', 4010)}`).toBe('web -> sandbox 4010 false');
      }
    });

    if (overlay === 'production') {
      it('runs at least two pods of everything, against the real providers', () => {
        for (const name of appDeployments) expect(`${name} ${replicas(name)}`).toMatch(/ ([2-9]|\d\d+)$/);
        expect(deployments.map((d) => d.metadata.name)).not.toContain('sandbox');
        expect(k8s.all('StatefulSet')).toEqual([]);
      });
    }

    if (overlay === 'staging') {
      it('runs one pod of each, the sandbox for the providers and an in-cluster Redis with durable queues', () => {
        for (const name of appDeployments) expect(`${name} ${replicas(name)}`).toBe(`${name} 1`);
        expect(main('sandbox').command).toEqual(['node', 'infra/sandbox/dist/main.js']);
        const conf = k8s.data('ConfigMap', 'redis-conf')['redis.conf']!;
        expect(conf).toMatch(/^appendonly yes$/m);
        expect(conf).toMatch(/^appendfsync everysec$/m);
        expect(conf).toMatch(/^maxmemory-policy noeviction$/m);
        for (const { container } of nodeContainers)
          expect(k8s.env(container).REDIS_URL).toBe('redis://redis:6379');
        // The sandbox holds copies of what it must match: orders' webhook secrets, catalog's S3 keys.
        const sandbox = k8s.env(main('sandbox'));
        const orders = k8s.env(main('orders'));
        const catalog = k8s.env(main('catalog'));
        expect(sandbox.RAZORPAY_WEBHOOK_SECRET).toBe(orders.RAZORPAY_WEBHOOK_SECRET);
        expect(sandbox.SHIPROCKET_WEBHOOK_TOKEN).toBe(orders.SHIPROCKET_WEBHOOK_TOKEN);
        expect(sandbox.S3_ACCESS_KEY_ID).toBe(catalog.S3_ACCESS_KEY_ID);
        expect(sandbox.S3_SECRET_ACCESS_KEY).toBe(catalog.S3_SECRET_ACCESS_KEY);
        expect(k8s.allows('orders', 'redis', 6379)).toBe(true);
        expect(k8s.allows('catalog', 'sandbox', 4569)).toBe(true);
        expect(k8s.allows('orders-worker', 'sandbox', 4010)).toBe(true);
        expect(k8s.allows('sandbox', 'orders', 3102)).toBe(true);
      });
    }
  });
});
