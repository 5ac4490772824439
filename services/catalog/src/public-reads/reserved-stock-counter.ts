import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { readCatalogueVersion } from './catalogue-version';

/** How often each catalog process looks whether reservations moved stock since it last looked. */
export const RESERVED_STOCK_LOOK_MS = 1000;

/**
 * Counts the stock that reservations and releases moved as catalogue changes, at most once a
 * look instead of once an order (migrations/1766800000000-reserved-stock-counted-apart.ts): the
 * public reads show it within about a second, and a festival peak's orders no longer make every
 * remembered answer be worked out again each time one is placed. Cart and checkout read stock
 * live and never wait for this.
 *
 * A reservation takes its number as it commits, so a look can see the number a moment before the
 * new stock is visible; the look after a change therefore counts once more, and the answers
 * worked out in that moment are replaced a second later.
 */
@Injectable()
export class ReservedStockCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ReservedStockCounter.name);
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<boolean> | null = null;
  /** The sequence as the last two looks read it, newest first. */
  private seen: string[] = [];
  private lastProblem = '';

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stop();
    await this.looking;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.look(), RESERVED_STOCK_LOOK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look; true when it counted a catalogue change. */
  look(): Promise<boolean> {
    this.looking ??= this.lookOnce().finally(() => (this.looking = null));
    return this.looking;
  }

  private async lookOnce(): Promise<boolean> {
    try {
      const { reservedStock: taken } = await readCatalogueVersion(this.dataSource);
      const moved = this.seen.some((earlier) => earlier !== taken);
      if (moved) await this.dataSource.query(`SELECT "catalog"."count_catalogue_change_now"()`);
      this.seen = [taken, ...this.seen].slice(0, 2);
      this.lastProblem = '';
      return moved;
    } catch (error) {
      const message = `cannot count the stock reservations moved: ${(error as Error).message}`;
      if (message !== this.lastProblem) this.logger.warn(message);
      this.lastProblem = message;
      return false;
    }
  }
}
