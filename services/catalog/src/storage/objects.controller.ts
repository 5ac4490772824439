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
import type { Response } from 'express';
import type { GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { IMAGE_VARIANT_TYPE, parseImageVariantKey } from '@festive/contracts';
import { ImageVariants } from './image-variants';
import { isSafeObjectKey, objectPath } from './object-key';
import { ObjectStorage, StorageUnavailableError } from './object-storage';

/** Stored objects are immutable: a new upload always gets a new key, and so do its variants. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/**
 * Uploaded files are served from the shop's own origin: an SVG opened directly must not run
 * scripts there, so the response is sandboxed.
 */
const OBJECT_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

@ApiExcludeController()
@Controller('objects')
export class ObjectsController {
  private readonly logger = new Logger(ObjectsController.name);

  constructor(
    private readonly storage: ObjectStorage,
    private readonly variants: ImageVariants,
  ) {}

  /**
   * GET /objects/<key>: streams the object from S3 with its stored content type. A resized
   * variant of an upload (`<key>.w640.webp`) not stored yet is made on this request when it may
   * be (image-variants.ts); when it cannot be made now, the browser is sent to the original.
   */
  @Get('*key')
  async get(@Param('key') segments: string[] | string, @Res() res: Response): Promise<void> {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    if (!isSafeObjectKey(key)) throw new BadRequestException('Invalid object path');
    const object = await this.read(key);
    if (object?.Body) return this.stream(key, object, res);
    const variant = parseImageVariantKey(key);
    if (!variant) throw new NotFoundException('Object not found');
    const missing = await this.variants.whenMissing(variant.originalKey, variant.width);
    switch (missing.kind) {
      case 'none':
        throw new NotFoundException('Object not found');
      case 'made':
        setObjectHeaders(res, IMAGE_VARIANT_TYPE, missing.body.length);
        res.end(missing.body);
        return;
      case 'stored now': {
        const stored = await this.read(key);
        if (stored?.Body) return this.stream(key, stored, res);
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

  private async stream(key: string, object: GetObjectCommandOutput, res: Response): Promise<void> {
    setObjectHeaders(res, object.ContentType ?? 'application/octet-stream', object.ContentLength);
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

/**
 * A variant that cannot be served yet: the original instead, through a redirect no cache keeps,
 * so the variant is asked for again once it exists.
 */
function sendToOriginal(res: Response, originalKey: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(307, objectPath(originalKey));
}
