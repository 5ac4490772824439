import { BadRequestException, NotFoundException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export interface ParseUuidOptions {
  /** 404 for ids in a path (no such thing), 400 for ids in a body or query. Default 404. */
  status?: 404 | 400;
  /** Message of the 404/400, e.g. 'Product not found'. */
  message?: string;
}

/**
 * Checks an id before it reaches PostgreSQL, where a malformed uuid would be a query error:
 * `@Param('id', new ParseUuidPipe({ message: 'Product not found' })) id: string`.
 */
export class ParseUuidPipe implements PipeTransform<unknown, string> {
  constructor(private readonly options: ParseUuidOptions = {}) {}

  transform(value: unknown): string {
    if (isUuid(value)) return value.toLowerCase();
    if (this.options.status === 400)
      throw new BadRequestException(this.options.message ?? 'id must be a uuid');
    throw new NotFoundException(this.options.message ?? 'Not found');
  }
}
