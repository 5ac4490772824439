// The parts of a cluster this machine lacks, as one nginx: the TLS-terminating ingress in front of
// the web nginx, and each Service's virtual address (what kube-proxy does), balancing internal
// calls over a service's replicas.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PORTS, SERVICE_ADDRESS_PORTS } from './plan.mjs';

/** A self-signed certificate for 127.0.0.1 and localhost, made for this run only. */
export function makeCertificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'front.key');
  const cert = path.join(dir, 'front.crt');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

export function frontProxyConf(runDir, { key, cert }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => {
    mkdirSync(path.join(runDir, kind), { recursive: true });
    return `    ${kind}_temp_path ${runDir}/${kind};`;
  });
  const services = Object.entries(SERVICE_ADDRESS_PORTS).flatMap(([name, port]) => [
    `    upstream service_${name.replace(/-/g, '_')} {`,
    ...PORTS[name].map((replica) => `        server 127.0.0.1:${replica} max_fails=1 fail_timeout=5s;`),
    '    }',
    '    server {',
    `        listen 127.0.0.1:${port};`,
    '        location / {',
    `            proxy_pass http://service_${name.replace(/-/g, '_')};`,
    '            proxy_next_upstream error timeout;',
    '        }',
    '    }',
  ]);
  return [
    'worker_processes 1;',
    `pid ${runDir}/nginx.pid;`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    ...temp,
    `    access_log ${runDir}/access.log;`,
    '    # The ingress: TLS ends here; the client address is appended to X-Forwarded-For (a forged',
    '    # value the client sent stays to its left, where nobody trusts it).',
    '    server {',
    `        listen 127.0.0.1:${PORTS.front} ssl;`,
    `        ssl_certificate ${cert};`,
    `        ssl_certificate_key ${key};`,
    '        client_max_body_size 10m;',
    '        location / {',
    `            proxy_pass http://127.0.0.1:${PORTS.web};`,
    '            proxy_http_version 1.1;',
    '            proxy_set_header Connection "";',
    '            proxy_set_header Host $http_host;',
    '            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '            proxy_set_header X-Forwarded-Proto https;',
    '        }',
    '    }',
    '    # Service addresses for internal calls between services.',
    ...services,
    '}',
    '',
  ].join('\n');
}

export function writeFrontProxy(runDir, certificate) {
  mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, 'front.conf');
  writeFileSync(file, frontProxyConf(runDir, certificate));
  return file;
}
