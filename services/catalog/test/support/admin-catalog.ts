import { createTestApp, type TestApp } from '@festive/server-kit';
import { AppModule } from '../../src/app.module';
import { ObjectStorage } from '../../src/storage/object-storage';
import { startTestS3, type TestS3 } from './s3';

export interface AdminCatalog {
  t: TestApp;
  s3: TestS3;
  /** The session cookie of the signed-in admin. */
  admin: string;
  close(): Promise<void>;
}

/**
 * The catalog service on a fresh database with its own S3-compatible store (bucket created) and
 * an admin signed in: what every back-office and upload test file starts from.
 */
export async function startAdminCatalog(): Promise<AdminCatalog> {
  const s3 = await startTestS3();
  let t: TestApp | undefined;
  try {
    t = await createTestApp(AppModule, { env: s3.env });
    await t.app.get(ObjectStorage).ensureBucket();
    const admin = await t.sessionCookie({ isAdmin: true });
    const app = t;
    return {
      t: app,
      s3,
      admin,
      close: async () => {
        await app.close();
        await s3.close();
      },
    };
  } catch (error) {
    await t?.close();
    await s3.close();
    throw error;
  }
}
