import type { LoadConfigOptions, ServiceConfig } from '@festive/server-kit';
import { z } from 'zod';
import { isPasswordHash } from '../password/password-hash';

/** The development password (README, Configuration); production never accepts a plain password. */
export const DEV_ADMIN_PASSWORD = 'festive-admin';
/** ADMIN_PASSWORD_HASH when it is not set: production refuses to start with it. */
export const NO_PASSWORD_HASH = 'not-set';

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(max).default(fallback);

/** The admin service's variables on top of the shared ones. */
export const adminEnvShape = {
  /** `scrypt$...` from `node services/admin/dist/cli/hash-password.js <password>`. */
  ADMIN_PASSWORD_HASH: z
    .string()
    .refine(
      (value) => value === NO_PASSWORD_HASH || isPasswordHash(value),
      'must be a hash made by services/admin/dist/cli/hash-password.js',
    )
    .default(NO_PASSWORD_HASH),
  /** Development and tests only, used when no hash is set. */
  ADMIN_PASSWORD: z.string().min(1).default(DEV_ADMIN_PASSWORD),
  /** Sign-in attempts one client address may make per window before it is locked out (429). */
  ADMIN_SIGN_IN_ATTEMPTS: positiveInt(5, 1000),
  /** Length of that window, and so of the lockout, in minutes. */
  ADMIN_SIGN_IN_WINDOW_MINUTES: positiveInt(15, 24 * 60),
};

export type AdminEnv = z.infer<z.ZodObject<typeof adminEnvShape>>;
export type AdminConfig = ServiceConfig<AdminEnv>;

export const adminConfigOptions: LoadConfigOptions<typeof adminEnvShape> = {
  extra: adminEnvShape,
  // "must be set to a real secret": production will not start on the plain development password.
  defaultSecrets: { ADMIN_PASSWORD_HASH: NO_PASSWORD_HASH },
};
