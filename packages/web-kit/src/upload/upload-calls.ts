import {
  acceptedObjectSchema,
  type AcceptedObject,
  uploadUrlResponseSchema,
  type UploadUrlResponse,
} from '@festive/contracts';
import { apiRequest, HttpError, serverMessage } from '@festive/web-kit';

/** A failed call as the upload dialog shows it: the server's own words, without the field prefix. */
function readable(error: unknown): Error {
  if (!(error instanceof HttpError)) return error instanceof Error ? error : new Error(String(error));
  const message = (serverMessage(error) ?? error.message).replace(/^objectPath: /, '');
  const readableError = new Error(message.charAt(0).toUpperCase() + message.slice(1));
  return Object.assign(readableError, { status: error.status });
}

/** POST /api/objects/upload: a signed PUT URL and the image value it will become. */
export async function requestUploadUrl(): Promise<UploadUrlResponse> {
  try {
    return await apiRequest('/api/objects/upload', uploadUrlResponseSchema, { method: 'POST' });
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
