import { BadRequestException, type PipeTransform } from '@nestjs/common';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** What the pipe needs from a schema: both `zod` and `zod/mini` schemas fit. */
export interface SafeParseable<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

const pathOf = (path: readonly PropertyKey[]) => path.map((part) => String(part)).join('.');

/** Turns zod issues into the 400 body of docs/conventions.md: the first field named in `message`. */
export function validationError(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const list: ValidationIssue[] = issues.map((issue) => ({
    path: pathOf(issue.path),
    message: issue.message,
  }));
  const first = list[0];
  const message = !first ? 'Invalid request' : first.path ? `${first.path}: ${first.message}` : first.message;
  return new BadRequestException({ message, issues: list });
}

/**
 * Validates and transforms a body, query or parameter with a contracts schema:
 * `@Body(new ZodPipe(productInputSchema)) input: ParsedProductInput`.
 */
export class ZodPipe<T> implements PipeTransform<unknown, T> {
  constructor(readonly schema: SafeParseable<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    throw validationError(result.error.issues);
  }
}
