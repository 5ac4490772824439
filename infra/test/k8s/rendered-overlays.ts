import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { SERVICES, SERVICE_NAMES, type ServiceName } from '@festive/contracts';

/** The rendered Kubernetes overlays and the helpers the manifest checks read them with. */
export const root = path.resolve(__dirname, '../../..');
export const KUBECTL = '/usr/bin/kubectl';
export const overlaysDir = path.join(root, 'infra/k8s/overlays');
export const overlays = readdirSync(overlaysDir).filter((name) =>
  existsSync(path.join(overlaysDir, name, 'kustomization.yaml')),
);
export const haveKubectl = existsSync(KUBECTL);
if (!haveKubectl) {
  console.warn(
    `infra/k8s manifests NOT checked: ${KUBECTL} is absent (install kubectl 1.32 to render them).`,
  );
}

export type Labels = Record<string, string>;
export interface Selector {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}
export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}
export interface Probe {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
  exec?: { command: string[] };
  failureThreshold?: number;
  periodSeconds?: number;
}
export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    capabilities?: { drop?: string[] };
  };
}
export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  terminationGracePeriodSeconds?: number;
  volumes?: { secret?: { secretName: string } }[];
}
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: Record<string, unknown>;
}
export interface Workload extends K8sObject {
  spec: {
    replicas?: number;
    selector: Selector;
    strategy?: {
      type?: string;
      rollingUpdate?: { maxSurge?: number | string; maxUnavailable?: number | string };
    };
    template: { metadata: { labels: Labels }; spec: PodSpec };
  };
}
export interface PolicyPeer {
  podSelector?: Selector;
  namespaceSelector?: Selector;
  ipBlock?: { cidr: string; except?: string[] };
}
export interface PolicyRule {
  from?: PolicyPeer[];
  to?: PolicyPeer[];
  ports?: { protocol?: string; port?: number }[];
}
export interface NetworkPolicy extends K8sObject {
  spec: { podSelector: Selector; policyTypes: string[]; ingress?: PolicyRule[]; egress?: PolicyRule[] };
}

export const SLICE = 'festive-gifts.in/slice';
/** Services autoscaled on CPU (plus web). */
export const AUTOSCALED = ['catalog', 'orders', 'identity', 'web'];
/** Internal calls the code makes (InternalClient.call): caller pod -> service. */
export const INTERNAL_CALLS: [string, ServiceName][] = [
  ['orders', 'catalog'],
  ['orders-worker', 'catalog'],
  ['admin', 'catalog'],
  ['admin', 'orders'],
  ['support-chat', 'orders'],
];
/** Variables whose development default would quietly point a pod at the wrong place. */
export const MUST_BE_SET = [
  'DATABASE_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'INTERNAL_TOKEN',
  'PUBLIC_URL',
  'S3_ENDPOINT',
  'SMTP_URL',
];
export const workers = SERVICE_NAMES.filter((name) => SERVICES[name].worker);
/** A worker's /health port (its service's port + 100). */
export const healthPort = (name: ServiceName) => SERVICES[name].port + 100;

export function render(overlay: string): K8sObject[] {
  const text = execFileSync(KUBECTL, ['kustomize', path.join(overlaysDir, overlay)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return YAML.parseAllDocuments(text)
    .map((doc) => doc.toJSON() as K8sObject | null)
    .filter((doc): doc is K8sObject => doc !== null);
}

export function matches(selector: Selector | undefined, labels: Labels): boolean {
  if (!selector) return true;
  const byLabels = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    if (operator === 'In') return key in labels && values.includes(labels[key]!);
    if (operator === 'NotIn') return !(key in labels) || !values.includes(labels[key]!);
    if (operator === 'Exists') return key in labels;
    if (operator === 'DoesNotExist') return !(key in labels);
    throw new Error(`unknown selector operator ${operator}`);
  });
  return byLabels && byExpressions;
}

/** A pod peer in the same namespace (no namespaceSelector, no ipBlock) matching the labels. */
export const peerIsPod = (peer: PolicyPeer, labels: Labels) =>
  !peer.namespaceSelector &&
  !peer.ipBlock &&
  peer.podSelector !== undefined &&
  matches(peer.podSelector, labels);
export const rulePort = (rule: PolicyRule, port: number) =>
  !rule.ports || rule.ports.some((p) => p.port === undefined || p.port === port);

export class Rendered {
  constructor(readonly objects: K8sObject[]) {}

  all<T extends K8sObject = K8sObject>(kind: string): T[] {
    return this.objects.filter((o) => o.kind === kind) as T[];
  }

  get<T extends K8sObject = K8sObject>(kind: string, name: string): T {
    const found = this.objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name}`);
    return found as T;
  }

  /** The data of a ConfigMap or Secret (Secrets decoded). */
  data(kind: 'ConfigMap' | 'Secret', name: string): Record<string, string> {
    const object = this.get(kind, name);
    if (kind === 'ConfigMap') return { ...object.data };
    const decoded = Object.fromEntries(
      Object.entries(object.data ?? {}).map(([key, value]) => [
        key,
        Buffer.from(value, 'base64').toString('utf8'),
      ]),
    );
    return { ...decoded, ...object.stringData };
  }

  /** The environment a container starts with: envFrom in order, then env (which wins). */
  env(container: Container): Record<string, string> {
    const env: Record<string, string> = {};
    for (const source of container.envFrom ?? []) {
      if (source.configMapRef) Object.assign(env, this.data('ConfigMap', source.configMapRef.name));
      if (source.secretRef) Object.assign(env, this.data('Secret', source.secretRef.name));
    }
    for (const variable of container.env ?? []) {
      const from = variable.valueFrom;
      if (from?.configMapKeyRef)
        env[variable.name] = this.data('ConfigMap', from.configMapKeyRef.name)[from.configMapKeyRef.key]!;
      else if (from?.secretKeyRef)
        env[variable.name] = this.data('Secret', from.secretKeyRef.name)[from.secretKeyRef.key]!;
      else env[variable.name] = variable.value ?? '';
    }
    return env;
  }

  workloads(): Workload[] {
    return [...this.all<Workload>('Deployment'), ...this.all<Workload>('StatefulSet')];
  }

  /** Pod labels of a Deployment or StatefulSet by name. */
  podLabels(name: string): Labels {
    const workload = this.workloads().find((w) => w.metadata.name === name);
    if (!workload) throw new Error(`no workload ${name}`);
    return workload.spec.template.metadata.labels;
  }

  /** Whether the network policies let pods `from` open a TCP connection to pods `to` on `port`. */
  allows(from: string, to: string, port: number): boolean {
    const source = this.podLabels(from);
    const target = this.podLabels(to);
    const policies = this.all<NetworkPolicy>('NetworkPolicy');
    const out = policies.filter(
      (p) => p.spec.policyTypes.includes('Egress') && matches(p.spec.podSelector, source),
    );
    const into = policies.filter(
      (p) => p.spec.policyTypes.includes('Ingress') && matches(p.spec.podSelector, target),
    );
    const egress =
      out.length === 0 ||
      out.some((p) =>
        (p.spec.egress ?? []).some(
          (r) => rulePort(r, port) && (!r.to || r.to.some((peer) => peerIsPod(peer, target))),
        ),
      );
    const ingress =
      into.length === 0 ||
      into.some((p) =>
        (p.spec.ingress ?? []).some(
          (r) => rulePort(r, port) && (!r.from || r.from.some((peer) => peerIsPod(peer, source))),
        ),
      );
    return egress && ingress;
  }

  /** Whether pods of `from` may send to a port outside the namespace's pods (ipBlock or other namespace). */
  allowsOut(from: string, port: number, protocol = 'TCP'): boolean {
    const source = this.podLabels(from);
    return this.all<NetworkPolicy>('NetworkPolicy')
      .filter((p) => p.spec.policyTypes.includes('Egress') && matches(p.spec.podSelector, source))
      .some((p) =>
        (p.spec.egress ?? []).some(
          (r) =>
            (r.ports ?? []).some((p2) => p2.port === port && (p2.protocol ?? 'TCP') === protocol) &&
            (r.to ?? []).some((peer) => peer.ipBlock !== undefined || peer.namespaceSelector !== undefined),
        ),
      );
  }
}

/** The service a Node container runs, from its command (`node services/<name>/dist/...`). */
export function serviceOf(
  container: Container,
): { service: ServiceName; entry: 'main' | 'worker' | 'migrate' } | undefined {
  const match = /^services\/([a-z-]+)\/dist\/(main|worker|cli\/migrate)\.js$/.exec(
    container.command?.[1] ?? '',
  );
  if (!match || container.command?.[0] !== 'node') return undefined;
  const entry = match[2] === 'cli/migrate' ? 'migrate' : (match[2] as 'main' | 'worker');
  return { service: match[1] as ServiceName, entry };
}

export interface CheckResult {
  schemaErrors: string[];
  configErrors: Record<string, string | null>;
}

/** Schema validation and configuration loading run in plain Node (see check-manifests.mjs). */
export function check(
  objects: K8sObject[],
  containers: { id: string; service: string; entry: string; env: object; remotesJson?: string }[],
) {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'check-manifests.mjs')], {
    cwd: root,
    input: JSON.stringify({ objects, containers }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as CheckResult;
}
