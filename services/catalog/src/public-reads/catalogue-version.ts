import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RESERVED_STOCK_SEQUENCE } from '../migrations/1766800000000-reserved-stock-counted-apart';

/** One reading of `catalog.catalogue_version`. */
export interface CatalogueVersionReading {
  /** The row's life (another one after the database is made afresh or restored). */
  epoch: string;
  /** Committed changes counted, as decimal text. */
  version: string;
  /** What the answers worked out under this version say in X-Catalogue-Version. */
  tag: string;
  /**
   * How far the count of product rows moved by reservations had got (counted as catalogue changes
   * only once a second: reserved-stock-counter.ts); an answer showing today's stock is
   * remembered under it too.
   */
  reservedStock: string;
}

/**
 * The version's tag: equal for equal (epoch, version), and telling nothing about the count
 * without the epoch, which never leaves the shop's own processes.
 */
export function catalogueVersionTag(epoch: string, version: string): string {
  return createHash('sha256').update(`${epoch}:${version}`).digest('base64url').slice(0, 22);
}

export async function readCatalogueVersion(dataSource: DataSource): Promise<CatalogueVersionReading> {
  const rows = (await dataSource.query(
    `SELECT version::text AS version, epoch::text AS epoch,
       (SELECT last_value::text || ':' || is_called::text FROM ${RESERVED_STOCK_SEQUENCE}) AS "reservedStock"
     FROM "catalog"."catalogue_version"`,
  )) as { version: string; epoch: string; reservedStock: string }[];
  const { version = '0', epoch = '', reservedStock = '' } = rows[0] ?? {};
  return { epoch, version, tag: catalogueVersionTag(epoch, version), reservedStock };
}

/**
 * The catalogue's version (`catalog.catalogue_version`, counted at the commit of every change a
 * public read can show), read for each public read and shared between the reads waiting at the
 * same time: under load one query answers many requests.
 *
 * A request never takes a reading that was already under way when it arrived: that reading may
 * have started before a write the client has since seen committed. It waits for the next one,
 * which starts as soon as the current one ends and serves every request that arrived meanwhile.
 */
@Injectable()
export class CatalogueVersion {
  private running: Promise<CatalogueVersionReading> | null = null;
  private waiting: Promise<CatalogueVersionReading> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  current(): Promise<CatalogueVersionReading> {
    if (!this.running) return this.begin();
    this.waiting ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.waiting = null;
        return this.begin();
      });
    return this.waiting;
  }

  private begin(): Promise<CatalogueVersionReading> {
    const reading = readCatalogueVersion(this.dataSource);
    this.running = reading;
    const done = () => {
      if (this.running === reading) this.running = null;
    };
    reading.then(done, done);
    return reading;
  }
}
