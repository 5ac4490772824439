import { BadRequestException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type AcceptedObject, objectKeyOf, UPLOADS_PREFIX } from '@festive/contracts';
import { validationError } from '@festive/server-kit';
import type { Repository } from 'typeorm';
import { ImageVariants } from '../storage/image-variants';
import { isSafeObjectKey } from '../storage/object-key';
import { ObjectStorage, StorageUnavailableError } from '../storage/object-storage';
import { imageTypeOf, SIGNATURE_BYTES } from './image-signature';
import { UsedUploadEntity } from './used-upload.entity';

const MEGABYTE = 1024 * 1024;

/** Why a stored object was refused; the caller names the field it came from. */
class ImageRejected extends Error {}

const megabytes = (bytes: number) => `${Number((bytes / MEGABYTE).toFixed(1))} MB`;

/**
 * The gate between an upload and its use: the local S3 server checks no
 * signatures, sizes or types, so before an `objectPath` is accepted the stored object itself is
 * inspected: it exists, its size is within the host's limit and its first bytes are a PNG,
 * JPEG, GIF or WebP image. A refused upload is deleted.
 */
@Injectable()
export class UploadedImages {
  private readonly logger = new Logger(UploadedImages.name);

  constructor(
    private readonly storage: ObjectStorage,
    private readonly variants: ImageVariants,
    @InjectRepository(UsedUploadEntity) private readonly used: Repository<UsedUploadEntity>,
  ) {}

  /**
   * POST /api/objects/accept: the checked object, or 400 naming `objectPath`. Its resized
   * variants start being made at once, while the admin fills in the rest of the form.
   */
  async accept(path: string, maxBytes: number): Promise<AcceptedObject> {
    let accepted: AcceptedObject;
    try {
      accepted = await this.inspectUpload(path, maxBytes);
    } catch (error) {
      throw this.asHttpError('objectPath', error);
    }
    // inspectUpload takes only an upload's own path, so it names a key.
    this.variants.prepare(objectKeyOf(path)!);
    return accepted;
  }

  /**
   * Checks one image value of a product or carousel payload (`field` is its name there): an
   * http(s) URL is taken as given, a fresh upload must pass the inspection, and any other
   * stored object (the demo catalogue's pictures) must exist. `unchanged` values (what the
   * record already holds) are not inspected again. An accepted upload is recorded as used before
   * the record is saved, so the sweep of abandoned uploads never takes it, and its resized
   * variants are made (in the background; nothing is made twice when accept already made them).
   */
  async checkImageValue(field: string, value: string, maxBytes: number, unchanged: readonly string[] = []) {
    const key = objectKeyOf(value);
    if (key === undefined || unchanged.includes(value)) return;
    try {
      if (key.startsWith(UPLOADS_PREFIX)) {
        await this.inspectUpload(value, maxBytes);
        await this.used.createQueryBuilder().insert().values({ objectKey: key }).orIgnore().execute();
        this.variants.prepare(key);
      } else if (!isSafeObjectKey(key) || !(await this.storage.head(key))) {
        throw new ImageRejected('no stored image at this path');
      }
    } catch (error) {
      throw this.asHttpError(field, error);
    }
  }

  private async inspectUpload(path: string, maxBytes: number): Promise<AcceptedObject> {
    const key = objectKeyOf(path);
    if (!key?.startsWith(UPLOADS_PREFIX) || !isSafeObjectKey(key)) {
      throw new ImageRejected('must be the objectPath answered by /api/objects/upload');
    }
    const head = await this.storage.head(key);
    if (!head) throw new ImageRejected('no uploaded file at this path; upload it first');
    if (head.size === 0) return this.refuse(key, 'the uploaded file is empty');
    if (head.size > maxBytes) {
      return this.refuse(key, `the image is larger than the limit of ${megabytes(maxBytes)}`);
    }
    const start = await this.storage.readStart(key, SIGNATURE_BYTES);
    const contentType = start && imageTypeOf(start);
    if (!contentType) return this.refuse(key, 'the file is not a PNG, JPEG, GIF or WebP image');
    // Served with the type its bytes show, never the one the browser claimed.
    if (head.contentType !== contentType) await this.storage.setContentType(key, contentType);
    return { objectPath: path, contentType, size: head.size };
  }

  private async refuse(key: string, reason: string): Promise<never> {
    await this.storage.delete(key).catch((error: unknown) => {
      this.logger.warn(`could not delete refused upload ${key}: ${(error as Error).message}`);
    });
    throw new ImageRejected(reason);
  }

  private asHttpError(field: string, error: unknown): Error {
    if (error instanceof ImageRejected) {
      return validationError([{ path: [field], message: error.message }]);
    }
    if (error instanceof StorageUnavailableError) {
      this.logger.error(error.message);
      return new ServiceUnavailableException('Image storage is unavailable');
    }
    return error instanceof Error ? error : new BadRequestException(String(error));
  }
}
