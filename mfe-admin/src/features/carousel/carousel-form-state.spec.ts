import {
  EMPTY_CAROUSEL_FORM,
  formFromCarouselImage,
  parseIntOrZero,
  toCarouselPayload,
} from './carousel-form-state';

describe('carousel form', () => {
  it('parses the integers with 0 as the fallback and leaves blank texts out', () => {
    const payload = toCarouselPayload({
      ...EMPTY_CAROUSEL_FORM,
      image: '/objects/uploads/banner',
      imageWidth: '1920',
      imageHeight: 'tall',
      title: '  ',
      buttonText: ' Shop Now ',
    });
    expect(payload).toEqual({
      image: '/objects/uploads/banner',
      title: undefined,
      description: undefined,
      imageWidth: 1920,
      imageHeight: 0,
      order: 0,
      buttonText: 'Shop Now',
      buttonLink: undefined,
      buttonType: undefined,
    });
  });

  it.each([
    ['3', 3],
    ['3.7', 3],
    ['', 0],
    ['x', 0],
    ['-2', 0],
  ])('parses %p as %p', (value, parsed) => {
    expect(parseIntOrZero(value)).toBe(parsed);
  });

  it('round-trips an image through the edit form', () => {
    const image = {
      id: '0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
      image: '/objects/uploads/banner',
      title: 'Diwali Sale',
      description: null,
      imageWidth: 1920,
      imageHeight: 600,
      order: 2,
      buttonText: null,
      buttonLink: '/products/0b4f7c1e-8a51-4c37-9e0f-2a9c1d6b7e55',
      buttonType: 'primary',
    };
    expect(toCarouselPayload(formFromCarouselImage(image))).toEqual({
      image: image.image,
      title: 'Diwali Sale',
      description: undefined,
      imageWidth: 1920,
      imageHeight: 600,
      order: 2,
      buttonText: undefined,
      buttonLink: image.buttonLink,
      buttonType: 'primary',
    });
  });
});
