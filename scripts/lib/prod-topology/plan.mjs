// What the production-topology test runs, and where: every process, its port and environment.
// Ports sit in their own block (17xxx), below the kernel's ephemeral range (32768 and up, where an
// outgoing connection may hold a port), so the run never meets `npm start` or the browser tests.
import { readFileSync } from 'node:fs';
import { fromRoot } from '../repo.mjs';

export const PORTS = {
  front: 17443,
  web: 17080,
  control: 17999,
  sandbox: 17010,
  smtp: 17025,
  s3: 17569,
  catalog: [17101, 17111],
  orders: [17102, 17112],
  identity: [17103],
  'support-chat': [17104],
  admin: [17105],
  'orders-worker': 17202,
  'support-chat-worker': 17204,
};

/** Each Service's virtual address (front-proxy.mjs), as kube-proxy gives one in a cluster. */
export const SERVICE_ADDRESS_PORTS = {
  catalog: 17301,
  orders: 17302,
  identity: 17303,
  'support-chat': 17304,
  admin: 17305,
};

export const DATABASE = 'festive_prod_topology';
export const REDIS_PREFIX = 'fg-prod-topology';
export const PUBLIC_URL = `https://127.0.0.1:${PORTS.front}`;
const local = (port) => `http://127.0.0.1:${port}`;

/** KEY=VALUE lines taken literally: a scrypt hash keeps its `$`. */
export function readEnvFile(file) {
  const env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]] = match[2];
  }
  return env;
}

/** The environment a real deployment gives every service: its secrets plus where things are. */
export function deploymentEnv() {
  const secrets = readEnvFile(fromRoot('e2e/prod/production.env'));
  const sandbox = local(PORTS.sandbox);
  return {
    ...secrets,
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX,
    PUBLIC_URL,
    // Internal calls go to each Service's address (front-proxy.mjs), balanced over its replicas.
    CATALOG_URL: local(SERVICE_ADDRESS_PORTS.catalog),
    ORDERS_URL: local(SERVICE_ADDRESS_PORTS.orders),
    IDENTITY_URL: local(SERVICE_ADDRESS_PORTS.identity),
    SUPPORT_CHAT_URL: local(SERVICE_ADDRESS_PORTS['support-chat']),
    ADMIN_URL: local(SERVICE_ADDRESS_PORTS.admin),
    // Providers: the sandbox, through the variables a staging deployment sets.
    S3_ENDPOINT: local(PORTS.s3),
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    MSG91_BASE_URL: sandbox,
    RAZORPAY_BASE_URL: `${sandbox}/razorpay`,
    SHIPROCKET_BASE_URL: `${sandbox}/shiprocket`,
    SANDBOX_URL: sandbox,
  };
}

const SERVICE_NAMES = ['catalog', 'orders', 'identity', 'support-chat', 'admin'];
const envPrefix = (name) => name.toUpperCase().replace(/-/g, '_');

/** Every long-running process of the topology, in start order. */
export function processPlan() {
  const env = deploymentEnv();
  const sandbox = {
    name: 'sandbox',
    args: ['infra/sandbox/dist/main.js'],
    // The stand-ins are a development tool: they run as such, and send their webhooks to the
    // web nginx as the providers would to the shop's public address.
    env: {
      ...env,
      NODE_ENV: 'development',
      SANDBOX_PORT: String(PORTS.sandbox),
      SANDBOX_SMTP_PORT: String(PORTS.smtp),
      SANDBOX_S3_PORT: String(PORTS.s3),
      SANDBOX_DATA_DIR: fromRoot('.data/prod-topology/sandbox'),
      SANDBOX_SHIPROCKET_WEBHOOK_URL: `${local(PORTS.web)}/api/webhooks/shiprocket`,
      SANDBOX_RAZORPAY_WEBHOOK_URL: `${local(PORTS.web)}/api/webhooks/razorpay`,
    },
    health: `${local(PORTS.sandbox)}/health`,
  };
  const services = SERVICE_NAMES.flatMap((name) =>
    PORTS[name].map((port, i) => ({
      name: PORTS[name].length > 1 ? `${name}-${i + 1}` : name,
      args: [`services/${name}/dist/main.js`],
      env: { ...env, [`${envPrefix(name)}_PORT`]: String(port) },
      health: `${local(port)}/health`,
    })),
  );
  const workers = ['orders', 'support-chat'].map((name) => ({
    name: `${name}-worker`,
    args: [`services/${name}/dist/worker.js`],
    env: { ...env, HEALTH_PORT: String(PORTS[`${name}-worker`]) },
    health: `${local(PORTS[`${name}-worker`])}/health`,
  }));
  return { sandbox, services, workers };
}

/** The web container's environment: the same variables its Deployment sets. */
export function webEnv(runDir, webRoot) {
  const env = {
    LISTEN_PORT: String(PORTS.web),
    WEB_ROOT: webRoot,
    REMOTES_JSON: fromRoot('infra/gateway/remotes.json'),
    NGINX_RUN_DIR: runDir,
    NGINX_ACCESS_LOG: `${runDir}/access.log`,
    NGINX_WORKER_PROCESSES: '1',
    // The TLS front is the only peer whose X-Forwarded-Proto counts.
    TRUSTED_PROXY_CIDRS: '127.0.0.1/32',
    CSP_UPLOAD_ORIGINS: local(PORTS.s3),
    CSP_PAYMENT_ORIGINS: local(PORTS.sandbox),
    // Released remotes and their manifest come from the bucket, as in production.
    REMOTES_BUCKET_URL: `${local(PORTS.s3)}/festive-gifts`,
  };
  for (const name of SERVICE_NAMES) {
    env[`${envPrefix(name)}_UPSTREAM`] = PORTS[name].map((port) => `127.0.0.1:${port}`).join(' ');
  }
  return env;
}
