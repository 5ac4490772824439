import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  objectPath,
  type ParsedUploadRequest,
  UPLOADS_PREFIX,
  type UploadUrlResponse,
} from '@festive/contracts';
import { SERVICE_CONFIG, type ServiceConfig } from '@festive/server-kit';
import { UPLOAD_URL_EXPIRY_SECONDS, type UploadEnv } from './upload-config';

/**
 * Signs PUT URLs for fresh keys under `uploads/` (the browser uploads straight to
 * S3), bound to the declared content type and size when the caller names them. Signing is local computation: no request reaches S3 here. The client is separate from
 * ObjectStorage's because it signs for the public endpoint the browser uses.
 */
@Injectable()
export class UploadSigner implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig<UploadEnv>) {
    const { env } = config;
    this.bucket = env.S3_BUCKET;
    this.client = new S3Client({
      endpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
      region: env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      // Without this the signed URL demands checksum headers the browser never sends.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * A signed PUT URL for a new, unguessable key, and the path the stored file will have. The
   * declared type and size are signed as headers (`Content-Type`, `Content-Length`): S3 refuses
   * a PUT whose headers differ, so the file cannot be stored as a script or grow past the limit.
   */
  async signUpload(file: ParsedUploadRequest = undefined): Promise<UploadUrlResponse> {
    const key = `${UPLOADS_PREFIX}${randomUUID()}`;
    const signed = new Set<string>();
    if (file?.contentType) signed.add('content-type');
    if (file?.size !== undefined) signed.add('content-length');
    const uploadURL = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: file?.contentType,
        ContentLength: file?.size,
      }),
      { expiresIn: UPLOAD_URL_EXPIRY_SECONDS, signableHeaders: signed },
    );
    return { uploadURL, objectPath: objectPath(key) };
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
