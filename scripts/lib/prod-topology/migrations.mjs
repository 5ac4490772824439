// The migration commands exactly as the Kubernetes manifests run them (each Deployment's
// `migrate` init container), read from the rendered staging overlay so the test cannot drift from
// what a rollout does.
import { execFileSync } from 'node:child_process';
import YAML from 'yaml';
import { fromRoot } from '../repo.mjs';

export function migrationCommands(overlay = 'infra/k8s/overlays/staging') {
  const rendered = execFileSync('kubectl', ['kustomize', fromRoot(overlay)], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const commands = new Map();
  for (const doc of YAML.parseAllDocuments(rendered)) {
    const object = doc.toJSON();
    const pod = object?.spec?.template?.spec ?? object?.spec?.jobTemplate?.spec?.template?.spec;
    if (!pod) continue;
    for (const container of [...(pod.initContainers ?? []), ...(pod.containers ?? [])]) {
      const command = [...(container.command ?? []), ...(container.args ?? [])];
      if (command.some((part) => /migrate/.test(part))) commands.set(command.join(' '), command);
    }
  }
  return [...commands.values()];
}
