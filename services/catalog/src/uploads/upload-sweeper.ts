import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { parseImageVariantKey, UPLOADS_PREFIX } from '@festive/contracts';
import { SERVICE_CONFIG, type ServiceConfig } from '@festive/server-kit';
import { In, type Repository } from 'typeorm';
import { ObjectStorage } from '../storage/object-storage';
import type { UploadEnv } from './upload-config';
import { UsedUploadEntity } from './used-upload.entity';

const HOUR_MS = 3_600_000;

/**
 * Deletes abandoned uploads: files put in storage through a signed URL (the upload dialog
 * uploads at once) that no saved product or carousel image ever used, once they are
 * UPLOAD_ORPHAN_HOURS old, with their resized variants. Runs every UPLOAD_SWEEP_INTERVAL_MINUTES in each catalog process;
 * deleting is idempotent, so two replicas sweeping at once do no harm.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(UploadSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly storage: ObjectStorage,
    @InjectRepository(UsedUploadEntity) private readonly used: Repository<UsedUploadEntity>,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig<UploadEnv>,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.env.UPLOAD_SWEEP_INTERVAL_MINUTES;
    if (minutes === 0) return;
    this.timer = setInterval(() => this.sweepInBackground(), minutes * 60_000);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes the unused uploads last written before `cutoff`; answers their keys. */
  async sweep(cutoff: Date): Promise<string[]> {
    const deleted: string[] = [];
    for await (const keys of this.storage.listOlderThan(UPLOADS_PREFIX, cutoff)) {
      // A resized variant (`<key>.w640.webp`) lives and dies with its original.
      const originals = keys.map((key) => parseImageVariantKey(key)?.originalKey ?? key);
      const used = new Set(
        (await this.used.findBy({ objectKey: In([...new Set(originals)]) })).map((row) => row.objectKey),
      );
      for (const key of keys.filter((_candidate, index) => !used.has(originals[index]!))) {
        await this.storage.delete(key);
        deleted.push(key);
      }
    }
    return deleted;
  }

  private sweepInBackground(): void {
    if (this.running) return;
    const cutoff = new Date(Date.now() - this.config.env.UPLOAD_ORPHAN_HOURS * HOUR_MS);
    this.running = this.sweep(cutoff)
      .then((deleted) => {
        if (deleted.length) this.logger.log({ deleted: deleted.length }, 'abandoned uploads deleted');
      })
      .catch((error: unknown) => {
        // Storage or database away: the next round tries again.
        this.logger.warn({ err: (error as Error).message }, 'upload sweep failed');
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
