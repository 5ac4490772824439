import type { ServerResponse } from 'node:http';

/** Errors leave the gateway in the shape every service uses (docs/conventions.md): `{message}`. */
export function sendJsonError(res: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}
