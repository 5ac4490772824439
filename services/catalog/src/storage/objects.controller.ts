import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  BadRequestException,
  Controller,
  Get,
  Logger,
  NotFoundException,
  Param,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { IMAGE_VARIANT_TYPE, objectPath, parseImageVariantKey, UPLOADS_PREFIX } from '@festive/contracts';
import { imageTypeOf, SIGNATURE_BYTES } from '../uploads/image-signature';
import { UsedUploadEntity } from '../uploads/used-upload.entity';
import { ImageVariants } from './image-variants';
import { isSafeObjectKey } from './object-key';
import { ObjectStorage, StorageUnavailableError } from './object-storage';

/** Stored objects are immutable: a new upload always gets a new key, and so do its variants. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * Objects are served from the shop's own origin: a seeded SVG opened directly must not run
 * scripts there, so every response is sandboxed.
 */
const OBJECT_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

@ApiExcludeController()
@Controller('objects')
export class ObjectsController {
  private readonly logger = new Logger(ObjectsController.name);

  constructor(
    private readonly storage: ObjectStorage,
    private readonly variants: ImageVariants,
    @InjectRepository(UsedUploadEntity) private readonly used: Repository<UsedUploadEntity>,
  ) {}

  /**
   * GET /objects/<key>: streams the object from S3. Our own objects (the seeded catalogue) keep
   * their stored content type. An upload (`uploads/...`, an original or one of its variants) is
   * served only once a saved product or carousel image uses it, and only as the raster image its
   * first bytes show, whatever type the uploader labelled it with: anything else is 404, so a
   * file put through a signed URL can never come back as HTML, script or SVG. A resized variant
   * not stored yet is made on this request when it may be (image-variants.ts); when it cannot be
   * made now, the browser is sent to the original.
   */
  @Get('*key')
  async get(@Param('key') segments: string[] | string, @Res() res: Response): Promise<void> {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    if (!isSafeObjectKey(key)) throw new BadRequestException('Invalid object path');
    const variant = parseImageVariantKey(key);
    const upload = key.startsWith(UPLOADS_PREFIX);
    if (upload && !(await this.used.existsBy({ objectKey: variant?.originalKey ?? key }))) {
      return notServed(res);
    }
    const object = await this.read(key);
    if (object?.Body) return upload ? this.streamUpload(key, object, res) : this.stream(key, object, res);
    if (!variant) throw new NotFoundException('Object not found');
    const missing = await this.variants.whenMissing(variant.originalKey, variant.width);
    switch (missing.kind) {
      case 'none':
        throw new NotFoundException('Object not found');
      case 'made':
        setObjectHeaders(res, IMAGE_VARIANT_TYPE, missing.body.length);
        setUploadDisposition(res, key, IMAGE_VARIANT_TYPE);
        res.end(missing.body);
        return;
      case 'stored now': {
        const stored = await this.read(key);
        if (stored?.Body) return this.streamUpload(key, stored, res);
        return sendToOriginal(res, variant.originalKey);
      }
      case 'use original':
        return sendToOriginal(res, variant.originalKey);
    }
  }

  private async read(key: string) {
    try {
      return await this.storage.get(key);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      this.logger.error(error.message);
      throw new ServiceUnavailableException('Image storage is unavailable');
    }
  }

  /**
   * An upload's bytes with the type its signature shows; the stored label is never used. One
   * that is not a PNG, JPEG, GIF or WebP image (a file the inspection never saw) is not served.
   */
  private async streamUpload(key: string, object: GetObjectCommandOutput, res: Response): Promise<void> {
    const body = object.Body as Readable;
    const start = await readSignature(body).catch(() => undefined);
    const contentType = start && imageTypeOf(start);
    if (!start || !contentType) {
      body.destroy();
      if (start) this.logger.warn(`upload ${key} is in use but not an image; not served`);
      return notServed(res);
    }
    setUploadDisposition(res, key, contentType);
    body.unshift(start);
    return this.stream(key, object, res, contentType);
  }

  private async stream(
    key: string,
    object: GetObjectCommandOutput,
    res: Response,
    contentType = object.ContentType ?? 'application/octet-stream',
  ): Promise<void> {
    setObjectHeaders(res, contentType, object.ContentLength);
    if (object.ETag) res.setHeader('ETag', object.ETag);
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
    try {
      await pipeline(object.Body as Readable, res);
    } catch (error) {
      // The client went away or S3 broke off mid-stream: headers are sent, nothing left to answer.
      this.logger.warn(`streaming ${key} stopped: ${(error as Error).message}`);
    }
  }
}

function setObjectHeaders(res: Response, contentType: string, length: number | undefined): void {
  res.setHeader('Content-Type', contentType);
  if (length !== undefined) res.setHeader('Content-Length', String(length));
  res.setHeader('Cache-Control', CACHE_FOREVER);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', OBJECT_CSP);
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * An upload is shown inline (a picture opened in a tab is still a picture) under an image file
 * name, so a browser saving it never gets an .html or .svg name from us.
 */
function setUploadDisposition(res: Response, key: string, contentType: string): void {
  const name = key.slice(key.lastIndexOf('/') + 1).replace(/\.w\d+\.webp$/, '');
  res.setHeader('Content-Disposition', `inline; filename="${name}.${EXTENSIONS[contentType] ?? 'bin'}"`);
}

/**
 * An upload nothing uses yet (or not an image): 404, never cached, since the same path is served
 * once a saved product or carousel image uses it.
 */
function notServed(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(404).json({ message: 'Object not found' });
}

/** Reads the stream until the format signature is in hand (or it ends); the rest stays unread. */
async function readSignature(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SIGNATURE_BYTES) {
    const chunk = (body.read() as Buffer | null) ?? (await nextChunk(body));
    if (chunk === null) break;
    chunks.push(chunk);
    length += chunk.length;
  }
  return Buffer.concat(chunks);
}

function nextChunk(body: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (body.readableEnded) return resolve(null);
    const cleanup = () => {
      body.off('readable', onReadable);
      body.off('end', onEnd);
      body.off('error', onError);
    };
    const onReadable = () => {
      const chunk = body.read() as Buffer | null;
      if (chunk === null) return;
      cleanup();
      resolve(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    body.on('readable', onReadable);
    body.once('end', onEnd);
    body.once('error', onError);
  });
}

/**
 * A variant that cannot be served yet: the original instead, through a redirect no cache keeps,
 * so the variant is asked for again once it exists.
 */
function sendToOriginal(res: Response, originalKey: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(307, objectPath(originalKey));
}
