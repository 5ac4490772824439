import {
  type CatalogueVersionMessage,
  catalogueVersionChannel,
  parseCatalogueVersionMessage,
} from '@festive/contracts';
import { Redis } from 'ioredis';
import type { Logger } from '../log';

/**
 * How long the feed counts as live after the last message. The catalog publishes its version at
 * least once a second (catalogue-version-publisher.ts); past this, a change could have gone
 * unheard, so nothing is answered from memory until the catalog is heard again.
 */
export const FEED_SILENCE_MS = 3000;

/**
 * What the gateway knows of the catalogue's version: the newest heard (a different epoch, a
 * database made afresh, replaces it whatever its count), and when anything was last heard.
 * Messages from several catalog processes, or a once-a-second reading overtaken by a
 * notification, may arrive out of order: an older count of the same epoch only says the catalog
 * is there.
 */
export class CatalogueVersionState {
  private newest: CatalogueVersionMessage | undefined;
  private heardAt = Number.NEGATIVE_INFINITY;

  /** Takes a message; true when it is a newer version than the one known (forget everything). */
  hear(message: CatalogueVersionMessage, now: number): boolean {
    this.heardAt = now;
    const known = this.newest;
    if (known && known.epoch === message.epoch && message.version <= known.version) return false;
    this.newest = message;
    return known !== undefined;
  }

  /** Forgets what was heard: after the subscription was lost, a change may have gone unheard. */
  reset(): void {
    this.newest = undefined;
    this.heardAt = Number.NEGATIVE_INFINITY;
  }

  /** The tag of the newest version, while the feed is live; otherwise undefined. */
  currentTag(now: number): string | undefined {
    return now - this.heardAt <= FEED_SILENCE_MS ? this.newest?.tag : undefined;
  }
}

export interface FeedEvents {
  /** A newer version was heard, or the subscription was (re)made: what is remembered may be old. */
  onChange(): void;
}

/**
 * Subscribes to the catalog's version channel (`<REDIS_PREFIX>:catalogue-version`) on a
 * connection of its own (a subscribing connection can do nothing else). ioredis reconnects and
 * subscribes again by itself; each (re)subscription starts from nothing known, since messages
 * published meanwhile were lost.
 */
export class CatalogueVersionFeed {
  readonly state = new CatalogueVersionState();
  private readonly redis: Redis;
  private readonly channel: string;
  private lastProblem = '';

  constructor(redisUrl: string, redisPrefix: string, events: FeedEvents, log: Logger) {
    this.channel = catalogueVersionChannel(redisPrefix);
    this.redis = new Redis(redisUrl, {
      connectionName: 'festive-gateway-catalogue-version',
      lazyConnect: true,
      // A subscriber has no commands to fail fast; it retries connecting forever, at most 2 s apart.
      maxRetriesPerRequest: null,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    });
    this.redis.on('error', (error: Error) => {
      if (error.message === this.lastProblem) return;
      this.lastProblem = error.message;
      log('warn', 'catalogue version feed: Redis unavailable; catalogue reads pass through', {
        err: error.message,
      });
    });
    this.redis.on('ready', () => (this.lastProblem = ''));
    // Any loss of the connection, before the next subscription: nothing heard meanwhile counts.
    this.redis.on('close', () => {
      this.state.reset();
      events.onChange();
    });
    this.redis.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseCatalogueVersionMessage(text);
      if (message && this.state.hear(message, Date.now())) events.onChange();
    });
  }

  /**
   * Connects and subscribes; the subscription waits in ioredis' queue while Redis is away, and is
   * made again after every reconnection. Failures are reported by the 'error' listener.
   */
  start(): void {
    this.redis.subscribe(this.channel).catch(() => undefined);
  }

  /** The tag of the catalogue version answers may be given from memory for, if any now. */
  currentTag(): string | undefined {
    return this.state.currentTag(Date.now());
  }

  async close(): Promise<void> {
    this.redis.removeAllListeners('close');
    try {
      await Promise.race([this.redis.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    } catch {
      // Already gone.
    } finally {
      this.redis.disconnect();
    }
  }
}
