import type { CarouselImage, CarouselImageInput } from '@festive/contracts';

/** What the carousel form holds while it is open. */
export interface CarouselFormValues {
  image: string;
  title: string;
  description: string;
  imageWidth: string;
  imageHeight: string;
  order: string;
  buttonText: string;
  buttonLink: string;
  buttonType: string;
}

/** Width and height start empty (placeholders 1920 and 600); display order starts at 0. */
export const EMPTY_CAROUSEL_FORM: CarouselFormValues = {
  image: '',
  title: '',
  description: '',
  imageWidth: '',
  imageHeight: '',
  order: '0',
  buttonText: '',
  buttonLink: '',
  buttonType: '',
};

export function formFromCarouselImage(image: CarouselImage): CarouselFormValues {
  return {
    image: image.image,
    title: image.title ?? '',
    description: image.description ?? '',
    imageWidth: String(image.imageWidth),
    imageHeight: String(image.imageHeight),
    order: String(image.order),
    buttonText: image.buttonText ?? '',
    buttonLink: image.buttonLink ?? '',
    buttonType: image.buttonType ?? '',
  };
}

/** Order, width and height are parsed as integers and fall back to 0. */
export function parseIntOrZero(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

const optional = (value: string) => value.trim() || undefined;

/** The payload of POST/PUT /api/admin/carousel-images: optional texts left out when blank. */
export function toCarouselPayload(form: CarouselFormValues): CarouselImageInput {
  return {
    image: form.image.trim(),
    title: optional(form.title),
    description: optional(form.description),
    imageWidth: parseIntOrZero(form.imageWidth),
    imageHeight: parseIntOrZero(form.imageHeight),
    order: parseIntOrZero(form.order),
    buttonText: optional(form.buttonText),
    buttonLink: optional(form.buttonLink),
    buttonType: optional(form.buttonType),
  };
}
