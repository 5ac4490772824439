import { hasImageVariants, imageSources, imageVariantKey, parseImageVariantKey } from './image-variants.js';

const upload = '/objects/uploads/7c5a3e1f-9b7d-4f2a-8c6e-4a2c0e8b6d4f';

describe('image variants', () => {
  it('names a variant beside its original and reads the name back', () => {
    const key = imageVariantKey('uploads/abc-1', 640);
    expect(key).toBe('uploads/abc-1.w640.webp');
    expect(parseImageVariantKey(key)).toEqual({ originalKey: 'uploads/abc-1', width: 640 });
    expect(parseImageVariantKey('seed/diya-set.svg.w320.webp')).toEqual({
      originalKey: 'seed/diya-set.svg',
      width: 320,
    });
  });

  it.each([
    'uploads/abc.w641.webp',
    'uploads/abc.w640.avif',
    'uploads/abc.w640.webp.w320.webp',
    'seed/diya.png.w640.webp',
    'seed/Diya.svg.w640.webp',
    'seed/a/diya.svg.w640.webp',
    'other/diya.svg.w640.webp',
    'uploads/.w640.webp',
    'uploads/a/b.w640.webp',
    'uploads/abc',
  ])('does not take %p for a variant it would make', (key) => {
    expect(parseImageVariantKey(key)).toBeUndefined();
  });

  it.each([
    [upload, true],
    ['/objects/seed/diya-set.svg', true],
    ['/objects/seed/diya-set.png', false],
    ['/objects/elsewhere/diya-set.svg', false],
    ['https://example.in/diya.jpg', false],
    [`${upload}.w640.webp`, false],
    ['/objects/uploads/', false],
  ])('knows whether %p has variants', (path, expected) => {
    expect(hasImageVariants(path)).toBe(expected);
  });

  it('points srcset at every width and src at a variant, never the original', () => {
    expect(imageSources(upload, 'thumbnail')).toEqual({
      src: `${upload}.w320.webp`,
      srcSet: [320, 640, 1024, 1920].map((w) => `${upload}.w${w}.webp ${w}w`).join(', '),
      sizes: '72px',
    });
    expect(imageSources(upload, 'hero')).toMatchObject({ src: `${upload}.w1024.webp`, sizes: '100vw' });
  });

  it("gives the demo catalogue's pictures variants too", () => {
    expect(imageSources('/objects/seed/diya-set.svg', 'card')).toMatchObject({
      src: '/objects/seed/diya-set.svg.w640.webp',
      srcSet: expect.stringContaining('/objects/seed/diya-set.svg.w320.webp 320w') as unknown,
    });
  });

  it('shows paths without variants as they are', () => {
    expect(imageSources('/objects/elsewhere/diya.svg', 'card')).toEqual({
      src: '/objects/elsewhere/diya.svg',
    });
    expect(imageSources('https://example.in/a.jpg', 'hero')).toEqual({ src: 'https://example.in/a.jpg' });
  });
});
