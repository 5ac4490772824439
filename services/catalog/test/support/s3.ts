import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  /** Environment for createTestApp pointing the service at this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process on a free port, with its files in a temp directory. */
export async function startTestS3(bucket = 'festive-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'festive-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let closed = false;
  return {
    endpoint,
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
