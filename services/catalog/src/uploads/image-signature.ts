import type { AcceptedImageType } from '@festive/contracts';

/** Bytes needed to tell the accepted formats apart (WebP's marker ends at offset 12). */
export const SIGNATURE_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image format of a file by its magic bytes, or undefined when it is none of the raster
 * formats the shop accepts. The browser's content type is never trusted: the sandbox's S3
 * server checks nothing, and an SVG or HTML file named .png must not pass.
 */
export function imageTypeOf(bytes: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
