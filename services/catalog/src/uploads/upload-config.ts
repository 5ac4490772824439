import { z } from 'zod';

/**
 * Catalog's own variable for uploads. The browser PUTs files straight to object storage, so
 * the signed URL must name an address the browser can reach, which may differ from the one
 * the service itself uses (S3_ENDPOINT, e.g. a container name). Defaults to S3_ENDPOINT.
 */
export const UPLOAD_ENV = {
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** An upload no product or carousel image has used is deleted once it is this old. */
  UPLOAD_ORPHAN_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  /** How often the catalog looks for such uploads; 0 turns the sweep off. */
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10080).default(60),
};
export type UploadEnv = z.infer<z.ZodObject<typeof UPLOAD_ENV>>;

/** Production refuses a local or sandbox address here, as it does for S3_ENDPOINT. */
export const UPLOAD_PROVIDER_URLS: (keyof UploadEnv)[] = ['S3_PUBLIC_ENDPOINT'];

/** A signed upload URL stays valid this long; Uppy asks for a fresh one when it has expired. */
export const UPLOAD_URL_EXPIRY_SECONDS = 15 * 60;
