import { hasImageVariants, imageSources, imageVariantKey, parseImageVariantKey } from './image-variants.js';

const upload = '/objects/uploads/7c5a3e1f-9b7d-4f2a-8c6e-4a2c0e8b6d4f';

describe('image variants', () => {
  it('names a variant beside its original and reads the name back', () => {
    const key = imageVariantKey('uploads/abc-1', 640);
    expect(key).toBe('uploads/abc-1.w640.webp');
    expect(parseImageVariantKey(key)).toEqual({ originalKey: 'uploads/abc-1', width: 640 });
  });

  it.each([
    'uploads/abc.w641.webp',
    'uploads/abc.w640.avif',
    'uploads/abc.w640.webp.w320.webp',
    'seed/diya.svg.w640.webp',
    'uploads/.w640.webp',
    'uploads/a/b.w640.webp',
    'uploads/abc',
  ])('does not take %p for a variant it would make', (key) => {
    expect(parseImageVariantKey(key)).toBeUndefined();
  });

  it.each([
    [upload, true],
    ['/objects/seed/diya-set.svg', false],
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

  it('shows paths without variants as they are', () => {
    expect(imageSources('/objects/seed/diya-set.svg', 'card')).toEqual({ src: '/objects/seed/diya-set.svg' });
    expect(imageSources('https://example.in/a.jpg', 'hero')).toEqual({ src: 'https://example.in/a.jpg' });
  });
});
