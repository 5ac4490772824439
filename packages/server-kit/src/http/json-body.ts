import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

export const JSON_BODY_LIMIT = '100kb';

/**
 * express.json() whose failures become ordinary 400/413 HttpExceptions, answered by the
 * exception filter like every other error (no HTML error page, no parser internals).
 */
export function jsonBodyParser(limit: string = JSON_BODY_LIMIT): RequestHandler {
  // The bytes as sent are kept on `req.rawBody` (Nest's RawBodyRequest): webhook signatures
  // are computed over them, and re-serialising the parsed JSON would not reproduce them.
  const parse = express.json({
    limit,
    verify: (req, _res, buffer) => {
      (req as Request & { rawBody?: Buffer }).rawBody = buffer;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large')
        return next(new PayloadTooLargeException(`Request body is larger than ${limit}`));
      if (type === 'entity.parse.failed') return next(new BadRequestException('Malformed JSON body'));
      return next(new BadRequestException('Unreadable request body'));
    });
  };
}
