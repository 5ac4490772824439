// s3rver ships no types; this covers the part the sandbox uses.
declare module 's3rver' {
  import type { RequestListener } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the configured buckets and applies their configs (CORS). */
    configureBuckets(): Promise<void>;
    /** The Koa request handler, for a server we own. */
    callback(): RequestListener;
    logger: { close(): void };
  }

  export = S3rver;
}

declare module 's3rver/lib/models/account' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    /** Access key id → secret key. */
    accessKeys: Map<string, string>;
  }
  export const DUMMY_ACCOUNT: AWSAccount;
}
