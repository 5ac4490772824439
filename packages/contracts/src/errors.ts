import { z } from 'zod/mini';

/** The body of every 4xx/5xx answer: a message naming the problem and, for 400, the field issues. */
export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
