import type { CarouselImage } from '@festive/contracts';
import { LIMITS } from '@festive/contracts';
import { FIXED_SLIDES } from './fixed-slides';
import { buttonVariant, linkAction, slidesFromImages, stepSlide } from './hero-slides';

const image = (order: number, fields: Partial<CarouselImage> = {}): CarouselImage => ({
  id: `00000000-0000-4000-8000-00000000000${order}`,
  image: `/objects/uploads/slide-${order}.jpg`,
  title: `Slide ${order}`,
  description: null,
  imageWidth: 1920,
  imageHeight: 600,
  order,
  buttonText: null,
  buttonLink: null,
  buttonType: null,
  ...fields,
});

describe('fixed hero slides', () => {
  it('are 3, each with id, title, description and the spec call to action', () => {
    expect(FIXED_SLIDES).toHaveLength(LIMITS.heroSlides);
    expect(FIXED_SLIDES.map((slide) => slide.cta.label)).toEqual([
      'Shop Now',
      'Explore Collection',
      'Shop Active',
    ]);
    for (const slide of FIXED_SLIDES) {
      expect(slide.id && slide.title && slide.description).toBeTruthy();
    }
  });
});

describe('admin carousel images as slides', () => {
  it('go by display order with their own size', () => {
    const slides = slidesFromImages([image(2), image(0, { imageWidth: 768, imageHeight: 400 }), image(1)]);
    expect(slides.map((slide) => slide.title)).toEqual(['Slide 0', 'Slide 1', 'Slide 2']);
    expect(slides[0]?.image).toEqual({ src: '/objects/uploads/slide-0.jpg', width: 768, height: 400 });
  });

  it('fall back to the recommended desktop size when none was given', () => {
    expect(slidesFromImages([image(0, { imageWidth: 0, imageHeight: 0 })])[0]?.image).toMatchObject({
      width: 1920,
      height: 600,
    });
  });

  it('show a button only with both a text and a usable link', () => {
    const [withButton, noLink, noText] = slidesFromImages([
      image(0, { buttonText: 'Shop Diwali', buttonLink: '/products/abc', buttonType: 'secondary' }),
      image(1, { buttonText: 'Shop', buttonLink: 'javascript:alert(1)' }),
      image(2, { buttonLink: 'https://example.in' }),
    ]);
    expect(withButton?.cta).toEqual({
      label: 'Shop Diwali',
      action: { kind: 'internal', to: '/products/abc' },
      variant: 'outline',
    });
    expect(noLink?.cta).toBeNull();
    expect(noText?.cta).toBeNull();
  });

  it.each([
    ['/products/1', { kind: 'internal', to: '/products/1' }],
    ['https://example.in/sale', { kind: 'external', href: 'https://example.in/sale' }],
    ['HTTP://Example.in', { kind: 'external', href: 'HTTP://Example.in' }],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    ['products/1', null],
    ['', null],
    [null, null],
  ])('reads the link %p', (link, action) => {
    expect(linkAction(link)).toEqual(action);
  });

  it('reads the button style', () => {
    expect(buttonVariant('primary')).toBe('solid');
    expect(buttonVariant(' Secondary ')).toBe('outline');
    expect(buttonVariant(null)).toBe('solid');
  });
});

describe('carousel steps loop', () => {
  it('goes from the last to the first and back', () => {
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
    expect(stepSlide(1, 1, 3)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
