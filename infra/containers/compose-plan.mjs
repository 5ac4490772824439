// docker-compose.yml as the container check runs it: the same images, commands and environment,
// moved onto this host's network. Containers here share the host's network (no bridge, no
// container DNS), so every address a service is given is rewritten: `catalog:3101` becomes
// `127.0.0.1:<3101 + offset>`, a browser-facing `localhost:4010` becomes `localhost:<4010 + offset>`,
// and each process listens on its own port + offset.
import { readFileSync } from 'node:fs';
import YAML from 'yaml';

/** Compose services the host provides itself (PostgreSQL and Redis): never started as containers. */
export const HOST_PROVIDED = new Set(['postgres', 'redis']);

const withRegistry = (image) =>
  /^[^/]+[.:][^/]*\//.test(image) || image.startsWith('localhost/') ? image : `localhost/${image}`;

/** The last argument of a compose health check (`CMD node healthcheck.mjs <url>`). */
const healthUrlOf = (service) => {
  const url = service.healthcheck?.test?.at(-1);
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
};

export function readCompose(file) {
  return YAML.parse(readFileSync(file, 'utf8'), { merge: true });
}

/**
 * @param {object} compose  parsed docker-compose.yml
 * @param {{offset: number, databaseUrl: string, redisUrl: string, redisPrefix: string}} options
 * @returns {{images: {image: string, target: string}[], services: object[]}}
 */
export function composePlan(compose, { offset, databaseUrl, redisUrl, redisPrefix }) {
  const names = Object.keys(compose.services);
  // Published ports: a container port published as another host port (8081:8080) is that one.
  const published = (name, port) => {
    for (const mapping of compose.services[name].ports ?? []) {
      const [host, container] = String(mapping).split(':').map(Number);
      if (container === port) return host;
    }
    return port;
  };
  const hostPort = (name, port) => published(name, port) + offset;

  const rewrite = (value) =>
    String(value)
      // service:port (another container on the compose network)
      .replace(/\b([a-z][a-z0-9-]*):(\d{2,5})\b/g, (whole, host, port) =>
        names.includes(host) && !HOST_PROVIDED.has(host)
          ? `127.0.0.1:${hostPort(host, Number(port))}`
          : whole,
      )
      // localhost:port (what the browser reaches: a published port)
      .replace(/\blocalhost:(\d{2,5})\b/g, (_, port) => `localhost:${Number(port) + offset}`);

  const images = [];
  const services = [];
  for (const name of names) {
    if (HOST_PROVIDED.has(name)) continue;
    const service = compose.services[name];
    if (!service.image || !service.command)
      throw new Error(`docker-compose.yml: ${name} needs an image and a command`);
    if (service.build?.target && !images.some((i) => i.image === withRegistry(service.image))) {
      images.push({ image: withRegistry(service.image), target: service.build.target });
    }
    const env = {};
    for (const [key, value] of Object.entries(service.environment ?? {})) {
      if (value === null || value === undefined) continue;
      // A listening port of this container: its own port + offset.
      env[key] =
        /_PORT$/.test(key) && /^\d+$/.test(String(value))
          ? String(hostPort(name, Number(value)))
          : rewrite(value);
    }
    // Where each process listens, as `npm start` names it: CATALOG_URL's port is CATALOG_PORT,
    // SANDBOX_URL's SANDBOX_PORT; the sandbox's SMTP and S3 ports follow SMTP_URL and S3_ENDPOINT.
    for (const [key, value] of Object.entries(env)) {
      const url = /^(https?|smtp):\/\/127\.0\.0\.1:(\d+)\/?$/.exec(value);
      if (!url) continue;
      const port =
        key === 'SMTP_URL'
          ? 'SANDBOX_SMTP_PORT'
          : key === 'S3_ENDPOINT'
            ? 'SANDBOX_S3_PORT'
            : key.replace(/_URL$/, '_PORT');
      if (port !== key) env[port] ??= url[2];
    }
    // Docker's embedded DNS does not exist on the host network; upstreams are addresses here.
    delete env.NGINX_RESOLVER;
    // This check's own database and Redis prefix, wherever the service has them.
    const own = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix };
    for (const key of Object.keys(own)) if (key in env) env[key] = own[key];
    // Inside a container 127.0.0.1:<port> is the container itself: on the host, its moved port.
    const self = (arg) =>
      String(arg).replace(
        /\b127\.0\.0\.1:(\d{2,5})\b/g,
        (_, port) => `127.0.0.1:${hostPort(name, Number(port))}`,
      );
    const health = healthUrlOf(service);
    services.push({
      name,
      image: withRegistry(service.image),
      command: service.command,
      env,
      oneShot: service.restart === 'no',
      profiles: service.profiles ?? [],
      // The compose health check as it runs inside the container (with the moved port) and the
      // same URL polled from the host.
      healthcheck: service.healthcheck?.test?.slice(1).map(self),
      healthUrl: health && self(health),
      dependsOn: Object.entries(service.depends_on ?? {})
        .filter(([dep]) => !HOST_PROVIDED.has(dep))
        .map(([dep, spec]) => ({ name: dep, condition: spec?.condition ?? 'service_started' })),
    });
  }
  return { images, services, rewrite, hostPort };
}

/** Every port each service's processes listen on (its own and the ones that follow from it). */
export function listeningPorts(services) {
  const all = services.flatMap((service) => {
    const ports = Object.entries(service.env)
      .filter(([key, value]) => /_PORT$/.test(key) && /^\d+$/.test(value))
      .map(([, value]) => Number(value));
    const health = service.healthUrl && Number(new URL(service.healthUrl).port);
    return health ? [...ports, health] : ports;
  });
  return [...new Set(all)].sort();
}

/**
 * Start order: each service after the ones it depends on. Returns waves of names; the services of
 * a wave start together.
 */
export function startWaves(services) {
  const byName = new Map(services.map((s) => [s.name, s]));
  const placed = new Map();
  const level = (name, seen = []) => {
    if (placed.has(name)) return placed.get(name);
    if (seen.includes(name)) throw new Error(`docker-compose.yml: depends_on cycle through ${name}`);
    const deps = byName.get(name)?.dependsOn ?? [];
    const value = deps.length ? 1 + Math.max(...deps.map((d) => level(d.name, [...seen, name]))) : 0;
    placed.set(name, value);
    return value;
  };
  services.forEach((s) => level(s.name));
  const waves = [];
  for (const [name, value] of placed) (waves[value] ??= []).push(name);
  return waves.filter(Boolean);
}
