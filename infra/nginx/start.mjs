#!/usr/bin/env node
// The web container's entry point: renders nginx.conf from this container's environment
// (upstreams, CSP origins, trusted proxies, HSTS; infra/gateway/src/nginx/nginx-env.ts) and runs
// nginx in the foreground. When remotes.json changes (a ConfigMap update repointing a remote) the
// configuration is rendered again and nginx reloads, so the CSP follows the remote's new origin.
//   node infra/nginx/start.mjs            render, then run nginx
//   node infra/nginx/start.mjs --print    print the rendered configuration and exit (a dry run)
import { spawn } from 'node:child_process';
import { mkdirSync, watchFile, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { nginxOptionsFromEnv, renderNginx } = require('../gateway/dist/nginx/index.js');

function render() {
  const options = nginxOptionsFromEnv(process.env);
  return { options, text: renderNginx(options) };
}

let first;
try {
  first = render();
} catch (error) {
  console.error(`web: refusing to start: ${error.message}`);
  process.exit(1);
}
if (process.argv.includes('--print')) {
  process.stdout.write(first.text);
  process.exit(0);
}

const { options } = first;
const conf = path.join(options.runDir, 'nginx.conf');
for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
  mkdirSync(path.join(options.runDir, kind), { recursive: true });
}
writeFileSync(conf, first.text);

const nginx = spawn(process.env.NGINX_BIN || 'nginx', ['-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
  stdio: 'inherit',
});
nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

watchFile(options.remotesJson, { interval: 5000 }, () => {
  try {
    writeFileSync(conf, render().text);
    nginx.kill('SIGHUP');
    console.info('web: remotes.json changed; configuration rendered again and nginx reloaded');
  } catch (error) {
    console.error(`web: remotes.json changed but the configuration was kept: ${error.message}`);
  }
});

// SIGTERM/SIGINT: nginx's graceful stop (SIGQUIT) finishes the requests in flight.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
