/**
 * Where stored objects (uploads, the demo catalogue's pictures and their variants) are served:
 * an image value the API stores and answers is `/objects/<key>`, the key being the object's name
 * in the bucket.
 */
export const OBJECTS_PREFIX = '/objects/';

/** The key prefix of a fresh upload (`/objects/uploads/<name>`): the only paths accept takes. */
export const UPLOADS_PREFIX = 'uploads/';

/** The image value for an object key. */
export const objectPath = (key: string): string => `${OBJECTS_PREFIX}${key}`;

/** The object key an image value names, or undefined for a value that is not a stored object. */
export const objectKeyOf = (path: string): string | undefined =>
  path.startsWith(OBJECTS_PREFIX) ? path.slice(OBJECTS_PREFIX.length) : undefined;
