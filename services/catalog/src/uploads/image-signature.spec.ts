import { imageTypeOf } from './image-signature';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('imageTypeOf', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, input, type) => {
    expect(imageTypeOf(input)).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['XML-prefixed SVG', bytes('<?xml version="1.0"?><svg>')],
    ['HTML', bytes('<!doctype html><script>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG header', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(imageTypeOf(input)).toBeUndefined();
  });
});
