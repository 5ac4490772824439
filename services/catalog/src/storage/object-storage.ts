import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@festive/server-kit';

// The SDK is pinned to a release that supports Node 20; its notice that later
// releases will need Node 22 is not actionable here and would break the seed's one-line output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** Thrown when the object store itself cannot be reached (as opposed to a missing object). */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The shop's object store (S3, or the sandbox's S3-compatible server in development), path-style
 * so any S3-compatible endpoint works. Used by the HTTP app and by the seed script.
 */
@Injectable()
export class ObjectStorage implements OnModuleDestroy {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {
    this.bucket = config.env.S3_BUCKET;
    this.client = new S3Client({
      endpoint: config.env.S3_ENDPOINT,
      region: config.env.S3_REGION,
      forcePathStyle: true,
      credentials: {
        accessKeyId: config.env.S3_ACCESS_KEY_ID,
        secretAccessKey: config.env.S3_SECRET_ACCESS_KEY,
      },
      // Checksums only where S3 requires them: S3-compatible servers differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  /** The object, or undefined when there is no such key. */
  async get(key: string): Promise<GetObjectCommandOutput | undefined> {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw this.unavailable(error);
    }
  }

  /** An object's whole content, or undefined when there is no such key. */
  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.get(key);
    if (!object) return undefined;
    try {
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** Size and stored content type of an object, or undefined when there is no such key. */
  async head(key: string): Promise<{ size: number; contentType: string | undefined } | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw this.unavailable(error);
    }
  }

  /** The first `length` bytes of an object (fewer when it is shorter), or undefined when missing. */
  async readStart(key: string, length: number): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray()).subarray(0, length);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw this.unavailable(error);
    }
  }

  /** Rewrites an object's stored content type in place (what the browser said is not trusted). */
  async setContentType(key: string, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: key,
          CopySource: `${this.bucket}/${key}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** Every object under `prefix` last written before `before`, a page of keys at a time. */
  async *listOlderThan(prefix: string, before: Date): AsyncGenerator<string[]> {
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.unavailable(error);
      }
      const keys = (page.Contents ?? [])
        .filter((object) => object.Key && object.LastModified && object.LastModified < before)
        .map((object) => object.Key!);
      if (keys.length) yield keys;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  /** Creates the bucket when it does not exist yet. */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isMissing(error)) throw this.unavailable(error);
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }

  private unavailable(error: unknown): Error {
    if (error instanceof S3ServiceException) return error;
    const reason = error instanceof Error ? error.message || error.name : String(error);
    return new StorageUnavailableError(
      `object storage is not reachable at S3_ENDPOINT ${this.config.env.S3_ENDPOINT} (${reason})`,
    );
  }
}
