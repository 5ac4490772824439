import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One request exactly as given: the path goes on the wire unnormalised (`..`, bad percent
 * escapes and all), unlike fetch, which would tidy it first.
 */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(20_000, () =>
      req.destroy(new Error(`no answer to ${method} ${path.slice(0, 200)} in 20 s`)),
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A server may answer 413 and close before reading a 1 MB body: the answer came, the
      // rest of the upload had nowhere to go.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET')
        reject(Object.assign(error, { closedEarly: true }));
      else reject(error);
    });
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}
