import { EventEmitter } from 'node:events';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { RememberedReads } from './remembered-reads';
import { RememberingListener } from './remembering-listener';

const request = (method: string, url: string) =>
  ({ method, url, httpVersion: '1.1', headers: {}, socket: {} }) as unknown as IncomingMessage;

/** A response the express app would answer; records whether the memory answered instead. */
class Response extends EventEmitter {
  status: number | undefined;
  body: Buffer | undefined;
  writeHead(status: number): this {
    this.status = status;
    return this;
  }
  end(body?: Buffer): this {
    this.body = body;
    return this;
  }
}

/** The catalog's answer as the proxy sees it, streamed in two pieces. */
function catalogAnswer(tag: string, text: string): IncomingMessage {
  const stream = new PassThrough();
  return Object.assign(stream, {
    statusCode: 200,
    headers: {
      'x-catalogue-version': tag,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
      etag: '"e"',
    },
    finish: () => {
      // The proxy pipes it to the browser: it flows whoever else listens.
      stream.resume();
      stream.write(text.slice(0, 3));
      stream.end(text.slice(3));
    },
  }) as unknown as IncomingMessage;
}
const finish = (upstream: IncomingMessage) =>
  new Promise<void>((resolve) => {
    upstream.once('end', () => setImmediate(resolve));
    (upstream as unknown as { finish(): void }).finish();
  });

describe('RememberingListener', () => {
  const setup = () => {
    const memory = new RememberedReads({ currentTag: () => 'v1' }, 1_000_000);
    const front = new RememberingListener(memory, {
      securityHeaders: () => [['X-Frame-Options', 'DENY']],
      compressible: () => true,
    });
    const passed: string[] = [];
    const app: RequestListener = (req) => void passed.push(`${req.method} ${req.url}`);
    const listener = front.in(app);
    /** A GET of `url` that the catalog answers with `text`, read through to its end. */
    const readThrough = async (url: string, text: string) => {
      const read = request('GET', url);
      listener(read, new Response() as unknown as ServerResponse);
      const upstream = catalogAnswer('v1', text);
      front.observe(upstream, read);
      await finish(upstream);
    };
    return { memory, front, listener, passed, readThrough };
  };

  it('keeps the catalog answer to a GET and gives it next time without the app', async () => {
    const { listener, passed, readThrough } = setup();
    await readThrough('/api/products/1', '{"id":1}');
    const again = new Response();
    listener(request('GET', '/api/products/1'), again as unknown as ServerResponse);
    expect(passed).toEqual(['GET /api/products/1']);
    expect([again.status, again.body?.toString()]).toEqual([200, '{"id":1}']);
  });

  it('a write forgets everything as it starts answering, and a read under way then is not kept', async () => {
    const { memory, front, listener } = setup();
    const before = request('GET', '/api/a');
    listener(before, new Response() as unknown as ServerResponse);
    const first = catalogAnswer('v1', '{"a":1}');
    front.observe(first, before);
    await finish(first);
    expect(memory.count).toBe(1);

    const read = request('GET', '/api/b');
    listener(read, new Response() as unknown as ServerResponse);
    const write = new Response();
    listener(request('PUT', '/api/admin/products/1'), write as unknown as ServerResponse);
    // The write is under way: what is remembered still holds until its answer starts.
    expect(memory.count).toBe(1);
    (write as unknown as ServerResponse).writeHead(200);
    expect(memory.count).toBe(0);
    const late = catalogAnswer('v1', '{"b":1}');
    front.observe(late, read);
    await finish(late);
    expect(memory.count).toBe(0);
    // A read started after the write answered is kept again.
    const after = request('GET', '/api/b');
    listener(after, new Response() as unknown as ServerResponse);
    const fresh = catalogAnswer('v1', '{"b":2}');
    front.observe(fresh, after);
    await finish(fresh);
    expect(memory.answer('/api/b')?.body.toString()).toBe('{"b":2}');
    // And once the write's connection closes, everything is forgotten again.
    write.emit('close');
    expect(memory.count).toBe(0);
  });

  it('a cart save or a sign-in leaves what is remembered: neither changes a catalogue answer', async () => {
    const { memory, listener, readThrough } = setup();
    await readThrough('/api/products/1', '{"id":1}');
    for (const [method, url] of [
      ['PUT', '/api/cart'],
      ['POST', '/api/auth/verify-otp'],
    ] as const) {
      const write = new Response();
      listener(request(method, url), write as unknown as ServerResponse);
      (write as unknown as ServerResponse).writeHead(200);
      write.emit('close');
    }
    expect(memory.answer('/api/products/1')?.body.toString()).toBe('{"id":1}');
    const order = new Response();
    listener(request('POST', '/api/shiprocket/orders'), order as unknown as ServerResponse);
    (order as unknown as ServerResponse).writeHead(201);
    expect(memory.count).toBe(0);
  });

  it('keeps nothing of another version, a HEAD, or a path outside /api', async () => {
    const { memory, front, listener, passed } = setup();
    for (const [method, url, tag] of [
      ['GET', '/api/a', 'v0'],
      ['HEAD', '/api/b', 'v1'],
      ['GET', '/remotes.json', 'v1'],
    ] as const) {
      const req = request(method, url);
      listener(req, new Response() as unknown as ServerResponse);
      const upstream = catalogAnswer(tag, '{}');
      front.observe(upstream, req);
      await finish(upstream);
    }
    expect(memory.count).toBe(0);
    expect(passed).toHaveLength(3);
  });
});
