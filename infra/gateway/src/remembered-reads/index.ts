import type { RequestListener } from 'node:http';
import { type GatewayOptions, gatewaySecurityHeaders, shouldCompress } from '../app';
import type { GatewayConfig } from '../config';
import type { Logger } from '../log';
import { CatalogueVersionFeed } from './catalogue-version-feed';
import { RememberedReads } from './remembered-reads';
import { RememberingListener } from './remembering-listener';

/** The gateway's compression filter (app.ts), asked about a content type alone. */
const compressible = (type: string): boolean =>
  Boolean(
    shouldCompress(
      {} as never,
      { getHeader: (name: string) => (name === 'Content-Type' ? type : undefined) } as never,
    ),
  );

/** The gateway's memory of the public catalogue reads, wired: docs/adr/0034. */
export interface GatewayMemory {
  /** What createGateway needs to let the memory see the catalog's answers. */
  gatewayOptions: GatewayOptions;
  /** The server's listener: answers from memory, else `app`. */
  listener(app: RequestListener): RequestListener;
  close(): Promise<void>;
}

/** The memory, when the configuration asks for one (a Redis to hear the version on, a budget). */
export function startRememberedReads(config: GatewayConfig, log: Logger): GatewayMemory | undefined {
  const settings = config.rememberedReads;
  if (!settings || settings.budgetBytes <= 0) return undefined;
  // The feed only calls back once connected, after `memory` below exists.
  const feed = new CatalogueVersionFeed(
    settings.redisUrl,
    settings.redisPrefix,
    { onChange: () => memory.forgetAll() },
    log,
  );
  const memory = new RememberedReads(feed, settings.budgetBytes);
  const front = new RememberingListener(memory, {
    securityHeaders: gatewaySecurityHeaders(config),
    compressible,
  });
  feed.start();
  return {
    gatewayOptions: { observeUpstream: (upstream, req) => front.observe(upstream, req) },
    listener: (app) => front.in(app),
    close: () => feed.close(),
  };
}
