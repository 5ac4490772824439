import AwsS3, { type AwsBody } from '@uppy/aws-s3';
import Uppy, { type Meta } from '@uppy/core';
import { acceptUpload, requestUploadUrl } from './upload-calls';

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

const OBJECTS_PREFIX = '/objects/';

/**
 * An Uppy for one kind of image: images only, the host's size and count limits, files PUT
 * straight to S3 through URLs the catalog service signs (Uppy 6 `signRequest`, single uploads),
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
  /** The image value each stored key stands for, as the service answered it. */
  const objectPaths = new Map<string, string>();
  uppy.use(AwsS3<ImageUppyMeta, ImageUppyBody>, {
    shouldUseMultipart: false,
    // Metadata would travel as x-amz-meta-* headers the signed URL does not cover.
    allowedMetaFields: false,
    signRequest: async () => {
      const { uploadURL, objectPath } = await requestUploadUrl();
      const key = objectPath.slice(OBJECTS_PREFIX.length);
      objectPaths.set(key, objectPath);
      return { url: uploadURL, key };
    },
  });
  uppy.addPostProcessor(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      const key = file?.response?.body?.key;
      if (!file || file.error || !key) continue;
      uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Checking the image...' });
      try {
        const accepted = await acceptUpload(
          objectPaths.get(key) ?? OBJECTS_PREFIX + key,
          options.maxFileSize,
        );
        uppy.setFileMeta(id, { objectPath: accepted.objectPath });
      } catch (error) {
        uppy.emit('upload-error', file, error instanceof Error ? error : new Error(String(error)));
      }
      uppy.emit('postprocess-complete', file);
    }
  });
  return uppy;
}
