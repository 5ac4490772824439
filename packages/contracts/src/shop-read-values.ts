import type { Session } from './shop-reads.js';

/*
 * Plain values that go with the storefront's reads. They live apart from the schemas on purpose:
 * every schema is built when its module loads, so a page importing one constant from a schema
 * module downloads zod and builds every schema beside it. The shell and the catalog remote need
 * these on a first visit, which otherwise builds no schema at all.
 */

/**
 * The shape a carousel image is shown in when its size was not recorded (0): the recommended
 * desktop size (CAROUSEL_SIZE_HINT).
 */
export const CAROUSEL_DEFAULT_SIZE = { width: 1920, height: 600 } as const;

/** A carousel image's width and height, the recommended size standing in for an unknown one. */
export const carouselImageSize = (image: { imageWidth: number; imageHeight: number }) => ({
  width: image.imageWidth > 0 ? image.imageWidth : CAROUSEL_DEFAULT_SIZE.width,
  height: image.imageHeight > 0 ? image.imageHeight : CAROUSEL_DEFAULT_SIZE.height,
});

/** The session answer for a visitor (GET /api/auth/session without a signed-in customer). */
export const ANONYMOUS_SESSION: Session = { loggedIn: false, user: null };
