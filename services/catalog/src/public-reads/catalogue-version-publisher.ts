import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CatalogueVersionMessage,
  catalogueVersionChannel,
  formatCatalogueVersionMessage,
} from '@festive/contracts';
import {
  ChannelListener,
  SERVICE_CONFIG,
  type ServiceConfig,
  closeRedis,
  createRedis,
} from '@festive/server-kit';
import type { DataSource } from 'typeorm';
import { CATALOGUE_VERSION_CHANNEL } from '../migrations/1765600000000-catalogue-version-notify';
import { catalogueVersionTag, readCatalogueVersion } from './catalogue-version';

/**
 * How often the version read from the database is published besides the notifications. The
 * gateway answers from memory only while it heard one within a few of these, so this also bounds
 * how long a lost notification can leave it answering with an older catalogue.
 */
export const CATALOGUE_VERSION_HEARTBEAT_MS = 1000;

/**
 * Publishes the catalogue's version on the shop's Redis channel (`<REDIS_PREFIX>:catalogue-version`)
 * for the dev gateway's remembered reads (docs/adr/0034-gateway-remembers-catalogue-reads.md):
 * - at once for every counted change: count_catalogue_change() NOTIFYs it at commit and one
 *   connection LISTENs (replaced with a growing wait when it breaks);
 * - and every CATALOGUE_VERSION_HEARTBEAT_MS as read from the database, which covers a lost
 *   notification, a restart, and says the catalog is there. Several catalog processes all
 *   publish; the gateway keeps the newest.
 * Nothing is queued while Redis is away: a version published late could be older than what
 * happened meanwhile, and the gateway stops answering from memory when it hears nothing.
 */
@Injectable()
export class CatalogueVersionPublisher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(CatalogueVersionPublisher.name);
  private readonly channel: string;
  private readonly redis: ReturnType<typeof createRedis>;
  private readonly listener: ChannelListener;
  private heartbeat: NodeJS.Timeout | undefined;
  private beating = false;
  private lastProblem = '';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.channel = catalogueVersionChannel(config.env.REDIS_PREFIX);
    this.redis = createRedis(config, {
      prefixed: false,
      name: 'festive-catalog-version',
      extra: { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true },
    });
    this.listener = new ChannelListener(dataSource, CATALOGUE_VERSION_CHANNEL, {
      onNotification: (payload) => this.announce(payload),
      onListening: () => void this.beat(),
      retryMs: 500,
      maxRetryMs: 10_000,
      name: 'catalogue version listener',
      meanwhile: 'the version is published from the heartbeat only',
    });
  }

  onApplicationBootstrap(): void {
    this.redis.connect().catch(() => undefined);
    void this.listener.start();
    this.heartbeat = setInterval(() => void this.beat(), CATALOGUE_VERSION_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.listener.close();
    await closeRedis(this.redis);
  }

  /** A notification's payload, `<epoch>:<version>`, as committed. */
  private announce(payload: string): void {
    const [epoch, version] = payload.split(':');
    if (!epoch || !version || !/^\d+$/.test(version)) return;
    this.publish({ epoch, version: BigInt(version), tag: catalogueVersionTag(epoch, version) });
  }

  private async beat(): Promise<void> {
    if (this.beating) return;
    this.beating = true;
    try {
      const { epoch, version, tag } = await readCatalogueVersion(this.dataSource);
      this.publish({ epoch, version: BigInt(version), tag });
    } catch (error) {
      this.problem(`cannot read the catalogue version: ${(error as Error).message}`);
    } finally {
      this.beating = false;
    }
  }

  private publish(message: CatalogueVersionMessage): void {
    this.redis.publish(this.channel, formatCatalogueVersionMessage(message)).then(
      () => (this.lastProblem = ''),
      (error: Error) => this.problem(`cannot publish the catalogue version: ${error.message}`),
    );
  }

  /** Logged once until publishing works again, not once a second. */
  private problem(message: string): void {
    if (message === this.lastProblem) return;
    this.lastProblem = message;
    this.logger.warn(message);
  }
}
