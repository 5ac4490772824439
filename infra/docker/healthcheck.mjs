// Container health check: exits 0 when the URL answers 2xx within 2 s. The app image has no curl.
// Usage: node infra/docker/healthcheck.mjs http://127.0.0.1:3101/health
const url = process.argv[2];
fetch(url, { signal: AbortSignal.timeout(2000) }).then(
  (res) => process.exit(res.ok ? 0 : 1),
  () => process.exit(1),
);
