import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

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
  private running: Promise<string> | null = null;
  private waiting: Promise<string> | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  current(): Promise<string> {
    if (!this.running) return this.begin();
    this.waiting ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.waiting = null;
        return this.begin();
      });
    return this.waiting;
  }

  private begin(): Promise<string> {
    const reading = this.read();
    this.running = reading;
    const done = () => {
      if (this.running === reading) this.running = null;
    };
    reading.then(done, done);
    return reading;
  }

  private async read(): Promise<string> {
    const rows = (await this.dataSource.query(
      `SELECT version::text AS version FROM "catalog"."catalogue_version"`,
    )) as { version: string }[];
    return rows[0]?.version ?? '0';
  }
}
