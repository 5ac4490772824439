/** Test files whose first bytes are what they claim (or do not), for the upload checks. */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG signature followed by `size - 8` filler bytes: enough for the magic-byte check. */
export function pngOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  Buffer.from(PNG_SIGNATURE).copy(file);
  return file;
}

export const svgFile = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

/** Asks for a signed URL as the admin, PUTs `body` to it as a browser would, answers the objectPath. */
export async function uploadAsBrowser(
  agent: import('supertest').Agent,
  cookie: string,
  body: Buffer,
  contentType: string,
): Promise<string> {
  const signed = await agent.post('/api/objects/upload').set('Cookie', cookie).expect(200);
  const { uploadURL, objectPath } = signed.body as { uploadURL: string; objectPath: string };
  const put = await fetch(uploadURL, { method: 'PUT', body, headers: { 'Content-Type': contentType } });
  if (!put.ok) throw new Error(`PUT to the signed URL answered ${put.status}`);
  return objectPath;
}
