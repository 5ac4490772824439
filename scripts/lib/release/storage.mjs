// Object storage for released remotes: `remotes/<folder>/<version>/...` (immutable),
// `remotes/manifest.json` (the live manifest, replaced by one PutObject) and
// `remotes/history/<time>-<remote>-<version>.json` (every manifest that went live).
// Configured by the same S3_* variables as the services; any S3-compatible store works.
import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

export const MANIFEST_KEY = 'remotes/manifest.json';

export function storageFromEnv(env = process.env) {
  const bucket = env.S3_BUCKET || 'festive-gifts';
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT || 'http://127.0.0.1:4569',
    region: env.S3_REGION || 'ap-south-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID || 'S3RVER',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || 'S3RVER',
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const missing = (error) =>
    error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

  return {
    bucket,
    /** The object's ETag, or null when there is no such object. */
    async etag(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ETag ?? '';
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    /** `{ data, etag }` of a JSON object, or null when there is none. */
    async getJson(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { data: JSON.parse(await res.Body.transformToString()), etag: res.ETag ?? '' };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async put(key, body, { contentType, cacheControl } = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
          ContentMD5: createHash('md5').update(body).digest('base64'),
        }),
      );
    },
    putJson(key, data) {
      return this.put(key, Buffer.from(`${JSON.stringify(data, null, 2)}\n`), {
        contentType: 'application/json',
        cacheControl: 'no-cache',
      });
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}

/** An S3 ETag of a single-part upload is the MD5 of the body, in quotes. */
export const md5Etag = (body) => `"${createHash('md5').update(body).digest('hex')}"`;
