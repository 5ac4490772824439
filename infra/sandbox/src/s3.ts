import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import S3rver from 's3rver';
// s3rver's one account; a key pair added to it is accepted like its built-in S3RVER/S3RVER.
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account';
import { closeServer, listen } from './listen';
import { presignedRequestRefusal, s3ErrorXml } from './s3-presigned';

/**
 * Browsers PUT presigned uploads straight to the bucket (Uppy), so the bucket must allow any
 * origin and expose ETag (Uppy reads it). POST and DELETE are Uppy's multipart create/abort.
 */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>DELETE</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

type S3 = { port: number; close(): Promise<void> };

/**
 * An S3-compatible server (s3rver) with the shop's bucket. s3rver checks no SigV4 signature, so
 * presigned URLs are checked here first as S3 checks them (s3-presigned.ts): an upload URL signed
 * for one content type and length refuses any other. Header-signed requests (the services' own
 * SDK calls) and checksums are not verified. We run its request handler on our own server so a
 * busy port fails cleanly.
 */
export async function startS3(
  port: number,
  host: string,
  directory: string,
  bucket: string,
  credentials?: { accessKeyId: string; secretAccessKey: string },
): Promise<S3> {
  mkdirSync(directory, { recursive: true });
  if (credentials) DUMMY_ACCOUNT.createKeyPair(credentials.accessKeyId, credentials.secretAccessKey);
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [CORS] }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const secretFor = (accessKeyId: string) => DUMMY_ACCOUNT.accessKeys.get(accessKeyId);
  const server = createServer((req, res) => {
    const refusal = presignedRequestRefusal(req, secretFor);
    if (!refusal) return void handle(req, res);
    // S3 reads the body it refuses, so the client sees the answer rather than a broken pipe;
    // the browser must be able to read it too.
    req.resume();
    req.once('end', () => {
      res.writeHead(refusal.status, {
        'Content-Type': 'application/xml',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(s3ErrorXml(refusal));
    });
  });
  const bound = await listen(server, port, host);
  return {
    port: bound,
    close: async () => {
      await closeServer(server);
      s3.logger.close();
    },
  };
}
