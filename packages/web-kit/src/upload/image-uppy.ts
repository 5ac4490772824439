import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import { objectKeyOf, objectPath, type UploadRequest } from '@festive/contracts';
import { acceptUpload, requestUploadUrl } from './upload-calls';

/** The declared type: the service refuses (400) any but PNG, JPEG, GIF and WebP. */
type UploadRequestType = NonNullable<NonNullable<UploadRequest>['contentType']>;

/** `objectPath` is set on a file once the service has accepted it. */
export type ImageUppyMeta = Meta & { objectPath?: string };
export type ImageUppyBody = AwsBody;
export type ImageUppy = Uppy<ImageUppyMeta, ImageUppyBody>;

export interface ImageUppyOptions {
  maxFileSize: number;
  maxNumberOfFiles: number;
  /** Meta fields that must be filled in before the upload starts. */
  requiredMetaFields: string[];
}

/**
 * An Uppy for one kind of image: images only, the host's size and count limits, files PUT
 * straight to S3 through URLs the catalog service signs for the file's own type and size (Uppy 6
 * `signRequest`, single uploads),
 * then checked by the service (a post-processing step): an accepted file carries its image value
 * in `meta.objectPath`; a refused one fails in the dialog with the service's reason and can be
 * retried.
 */
export function createImageUppy(options: ImageUppyOptions): ImageUppy {
  const uppy = new Uppy<ImageUppyMeta, ImageUppyBody>({
    autoProceed: false,
    restrictions: {
      maxFileSize: options.maxFileSize,
      maxNumberOfFiles: options.maxNumberOfFiles,
      allowedFileTypes: ['image/*'],
      requiredMetaFields: options.requiredMetaFields,
    },
  });
  /** Uppy's file behind each key it asks to sign (its own key is replaced by the service's). */
  const filesByKey = new Map<string, string>();
  let nextKey = 0;
  uppy.use(AwsS3<ImageUppyMeta, ImageUppyBody>, {
    shouldUseMultipart: false,
    // Metadata would travel as x-amz-meta-* headers the signed URL does not cover.
    allowedMetaFields: false,
    generateObjectKey: (file) => {
      const key = `pending-${(nextKey += 1)}`;
      filesByKey.set(key, file.id);
      return key;
    },
    signRequest: async (request) => {
      const fileId = filesByKey.get(request.key);
      const file = fileId ? uppy.getFile(fileId) : undefined;
      const size = file?.data?.size;
      if (request.method !== 'PUT' || !('contentType' in request) || !file || typeof size !== 'number') {
        throw new Error('Only single image uploads are supported');
      }
      const contentType = request.contentType ?? file.type;
      // The URL is signed for this type and size; S3 refuses a PUT that differs.
      const upload = await requestUploadUrl({
        contentType: contentType as UploadRequestType,
        size,
        maxBytes: options.maxFileSize,
      });
      const key = objectKeyOf(upload.objectPath);
      if (key === undefined) throw new Error(`Unexpected upload path ${upload.objectPath}`);
      return { url: upload.uploadURL, key, headers: { 'Content-Type': contentType } };
    },
  });
  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      const key = file?.response?.body?.key;
      if (!file || file.error || !key) continue;
      uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Checking the image...' });
      try {
        const accepted = await acceptUpload(objectPath(key), options.maxFileSize);
        uppy.setFileMeta(id, { objectPath: accepted.objectPath });
      } catch (error) {
        uppy.emit('upload-error', file, error instanceof Error ? error : new Error(String(error)));
      }
      uppy.emit('postprocess-complete', file);
    }
  });
  return uppy;
}
