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
import { isSafeObjectKey } from './object-key';
import { ObjectStorage, StorageUnavailableError } from './object-storage';

/** Stored objects are immutable: a new upload always gets a new key. */
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

  constructor(private readonly storage: ObjectStorage) {}

  /** GET /objects/<key>: streams the object from S3 with its stored content type. */
  @Get('*key')
  async get(@Param('key') segments: string[] | string, @Res() res: Response): Promise<void> {
    const key = Array.isArray(segments) ? segments.join('/') : segments;
    if (!isSafeObjectKey(key)) throw new BadRequestException('Invalid object path');
    let object;
    try {
      object = await this.storage.get(key);
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) throw error;
      this.logger.error(error.message);
      throw new ServiceUnavailableException('Image storage is unavailable');
    }
    if (!object?.Body) throw new NotFoundException('Object not found');
    res.setHeader('Content-Type', object.ContentType ?? 'application/octet-stream');
    if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
    if (object.ETag) res.setHeader('ETag', object.ETag);
    if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
    res.setHeader('Cache-Control', CACHE_FOREVER);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', OBJECT_CSP);
    try {
      await pipeline(object.Body as Readable, res);
    } catch (error) {
      // The client went away or S3 broke off mid-stream: headers are sent, nothing left to answer.
      this.logger.warn(`streaming ${key} stopped: ${(error as Error).message}`);
    }
  }
}
