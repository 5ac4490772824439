// Checks rendered Kubernetes objects with real Node rather than inside jest: kubernetes-models is
// ESM-only, and each service's configuration is loaded from its built code (dist), exactly as the
// pods will load it. Reads {objects, containers} as JSON on stdin and prints
// {schemaErrors: string[], configErrors: Record<id, string | null>}.
//   objects: rendered objects, each validated against its Kubernetes schema;
//   containers: [{id, service, entry: 'main' | 'worker' | 'migrate' | 'nginx', env}], each env loaded by the
//   service's configuration as that entry point loads it (migrate: the shared variables only;
//   nginx: the web start script's reading of its environment, with remotesJson as the file).
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(root, 'package.json'));
const dist = (file) => path.join(root, file);

/** apiVersion + kind -> kubernetes-models module, e.g. apps/v1 Deployment -> apps/v1/Deployment. */
async function validateObject(object) {
  const where = `${object.kind}/${object.metadata?.name}`;
  let model;
  try {
    model = (await import(`kubernetes-models/${object.apiVersion}/${object.kind}`))[object.kind];
  } catch {
    return `${where}: no schema for ${object.apiVersion} ${object.kind}`;
  }
  try {
    new model(object).validate();
    return null;
  } catch (error) {
    return `${where}: ${error.message}`;
  }
}

/** What each service passes to loadConfig (its ServerKitModule `config`), from its built code. */
function configOptions(service) {
  switch (service) {
    case 'catalog': {
      const own = dist('services/catalog/dist/config/catalog-config.js');
      if (existsSync(own)) return require(own).catalogConfigOptions;
      const uploads = require(dist('services/catalog/dist/uploads/upload-config.js'));
      const search = require(dist('services/catalog/dist/products/search-config.js'));
      return {
        extra: { ...uploads.UPLOAD_ENV, ...search.SEARCH_ENV },
        providerUrls: uploads.UPLOAD_PROVIDER_URLS,
      };
    }
    case 'orders':
      return require(dist('services/orders/dist/config/orders-config.js')).ordersConfigOptions;
    case 'identity':
      return require(dist('services/identity/dist/config/identity-config.js')).identityConfigOptions;
    case 'support-chat':
      return require(dist('services/support-chat/dist/config/support-chat-config.js'))
        .supportChatConfigOptions;
    case 'admin':
      return require(dist('services/admin/dist/config/admin-config.js')).adminConfigOptions;
    default:
      throw new Error(`unknown service ${service}`);
  }
}

/** The checks a process makes at start beyond loadConfig (they throw in production when unmet). */
function startChecks(service, config) {
  if (service === 'support-chat') {
    const chat = require(dist('services/support-chat/dist/config/support-chat-config.js'));
    chat.supportInbox(config);
    chat.llmSettings(config);
  }
}

function loadContainer({ service, entry, env, remotesJson }) {
  try {
    if (entry === 'nginx') {
      // What infra/nginx/start.mjs does before starting nginx, remotes.json from the ConfigMap.
      const { nginxOptionsFromEnv, renderNginx } = require(dist('infra/gateway/dist/nginx/index.js'));
      renderNginx(nginxOptionsFromEnv(env, () => remotesJson));
      return null;
    }
    const { loadConfig } = require(dist('packages/server-kit/dist/index.js'));
    if (entry === 'migrate') {
      loadConfig(service, env);
    } else {
      startChecks(service, loadConfig(service, env, configOptions(service)));
    }
    return null;
  } catch (error) {
    return error.message;
  }
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { objects = [], containers = [] } = JSON.parse(input);
const schemaErrors = (await Promise.all(objects.map(validateObject))).filter(Boolean);
const configErrors = Object.fromEntries(containers.map((c) => [c.id, loadContainer(c)]));
process.stdout.write(JSON.stringify({ schemaErrors, configErrors }));
