import {
  acceptedObjectSchema,
  type AcceptedObject,
  uploadUrlResponseSchema,
  type UploadRequest,
  type UploadUrlResponse,
} from '@festive/contracts';
import { apiRequest, HttpError, serverMessage } from '@festive/web-kit';

/** A failed call as the upload dialog shows it: the server's own words, without the field prefix. */
function readable(error: unknown): Error {
  if (!(error instanceof HttpError)) return error instanceof Error ? error : new Error(String(error));
  const message = (serverMessage(error) ?? error.message).replace(/^(objectPath|contentType|size): /, '');
  const readableError = new Error(message.charAt(0).toUpperCase() + message.slice(1));
  return Object.assign(readableError, { status: error.status });
}

/**
 * POST /api/objects/upload: a signed PUT URL and the image value it will become. The URL is bound
 * to the file's type and size: object storage refuses a PUT with any other.
 */
export async function requestUploadUrl(file: UploadRequest): Promise<UploadUrlResponse> {
  try {
    return await apiRequest('/api/objects/upload', uploadUrlResponseSchema, { method: 'POST', body: file });
  } catch (error) {
    throw readable(error);
  }
}

/** POST /api/objects/accept: the service checks the stored file before the form may use it. */
export async function acceptUpload(objectPath: string, maxBytes: number): Promise<AcceptedObject> {
  try {
    return await apiRequest('/api/objects/accept', acceptedObjectSchema, {
      method: 'POST',
      body: { objectPath, maxBytes },
    });
  } catch (error) {
    throw readable(error);
  }
}
