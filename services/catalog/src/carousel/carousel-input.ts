import type { carouselImageInputSchema } from '@festive/contracts';
import type { z } from 'zod/mini';

/** The carousel payload after validation (integers parsed, blank optional texts dropped). */
export type ParsedCarouselImageInput = z.output<typeof carouselImageInputSchema>;
