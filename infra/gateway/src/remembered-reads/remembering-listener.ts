import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { requestIdOf } from '../request-id';
import type { SecurityHeaderValues } from '../security-headers';
import { mayChangeCatalogue } from './catalogue-writes';
import {
  type SendContext,
  encodingChooser,
  rememberAnswer,
  rememberable,
  sendRemembered,
} from './remembered-answer';
import type { RememberedReads } from './remembered-reads';

/** Where a GET stood when it arrived: its key and the generation it started in. */
interface Started {
  key: string;
  generation: number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RememberingOptions {
  /** The security headers every answer carries, as the express app sets them. */
  securityHeaders: SecurityHeaderValues;
  /** The gateway's compression filter, for a content type. */
  compressible: (contentType: string) => boolean;
}

/**
 * The front of the gateway's HTTP server, before express: a GET or HEAD of /api/* the memory has
 * a current answer for is answered here (express, the proxy and the catalog are not involved);
 * everything else goes on to the express app unchanged. It also
 * - notes when each GET of /api/* started, so `observe` keeps the catalog's answer only if no
 *   write finished answering since;
 * - forgets everything when a write that may change a catalogue answer (an admin edit, an order
 *   reserving stock, a cancellation: anything but the cart saves, sign-ins and chat of
 *   `mayChangeCatalogue`) starts answering, and again when it closes, so the writer's next read,
 *   and everyone's, is worked out by the catalog after it.
 */
export class RememberingListener {
  private readonly started = new WeakMap<IncomingMessage, Started>();
  private readonly chooseEncoding = encodingChooser();

  constructor(
    private readonly memory: RememberedReads,
    private readonly options: RememberingOptions,
  ) {}

  /** The server's request listener, in front of `app`. */
  in(app: RequestListener): RequestListener {
    return (req, res) => {
      const method = req.method ?? 'GET';
      const url = req.url ?? '';
      if (method === 'GET' || method === 'HEAD') {
        if (url.startsWith('/api/')) {
          if (req.httpVersion === '1.1' && this.answer(req, res, url)) return;
          if (method === 'GET') this.started.set(req, { key: url, generation: this.memory.generation });
        }
      } else if (!READ_METHODS.has(method) && mayChangeCatalogue(method, url)) {
        this.watchWrite(res);
      }
      app(req, res);
    };
  }

  /**
   * The proxy's look at each service answer before it is copied to the browser: a rememberable
   * catalog answer to a GET noted above is read alongside and kept once whole, if the rules still
   * allow then.
   */
  observe(upstream: IncomingMessage, req: IncomingMessage): void {
    const started = this.started.get(req);
    if (!started) return;
    const tag = rememberable(upstream);
    if (tag === undefined || !this.memory.wouldKeep(tag, started.generation)) return;
    const chunks: Buffer[] = [];
    upstream.on('data', (chunk: Buffer) => chunks.push(chunk));
    upstream.once('end', () => {
      const body = Buffer.concat(chunks);
      if (body.length !== Number(upstream.headers['content-length'])) return;
      this.memory.keep(
        started.key,
        started.generation,
        rememberAnswer(tag, upstream.headers, body, this.options.compressible),
      );
    });
  }

  private answer(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const remembered = this.memory.answer(key);
    if (!remembered) return false;
    const context: SendContext = {
      requestId: requestIdOf(req),
      securityHeaders: this.options.securityHeaders(isSecure(req), 'api'),
      chooseEncoding: this.chooseEncoding,
    };
    this.memory.grew(sendRemembered(req, res, remembered, context));
    return true;
  }

  /** Forgets everything as the write's answer starts (before the client can see it) and at its end. */
  private watchWrite(res: ServerResponse): void {
    const writeHead = res.writeHead;
    const memory = this.memory;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      memory.forgetAll();
      return writeHead.apply(this, args);
    } as ServerResponse['writeHead'];
    res.once('close', () => memory.forgetAll());
  }
}

/** express' req.secure for the gateway, which trusts no proxy: the connection itself is TLS. */
function isSecure(req: IncomingMessage): boolean {
  return Boolean((req.socket as { encrypted?: boolean }).encrypted);
}
