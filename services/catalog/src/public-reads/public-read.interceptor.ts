import {
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { CATALOGUE_VERSION_HEADER } from '@festive/contracts';
import { SERVICE_CONFIG, type ServiceConfig } from '@festive/server-kit';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { type Observable, map, of } from 'rxjs';
import type { SearchEnv } from '../products/search-config';
import { CatalogueVersion } from './catalogue-version';
import { PUBLIC_READ_POLICY, type ReadPolicy } from './read-cache-policy';
import { type RememberedAnswer, RememberedAnswers, answerOf } from './remembered-answers';

/**
 * Answers a @PublicRead handler from the answer remembered for the catalogue's current version
 * and the request's URL, else runs it and remembers its JSON. Either way the reply carries a
 * strong ETag and the read's Cache-Control, and express answers 304 when If-None-Match matches
 * (weakly compared: nginx's gzip weakens the ETag it passes on). A request the handler refuses
 * (400, 404) is never remembered, so a remembered URL is always one that was valid.
 *
 * A remembered-kind answer also says in X-Catalogue-Version the tag of the version it was worked
 * out under (read before the handler ran): the dev gateway remembers it only while that version
 * is still the newest it has heard of, and removes the header (docs/adr/0034).
 */
@Injectable()
export class PublicReadInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly catalogueVersion: CatalogueVersion,
    private readonly answers: RememberedAnswers,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig<SearchEnv>,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const policy = this.reflector.get<ReadPolicy | undefined>(PUBLIC_READ_POLICY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (policy === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next.handle();
    const cacheControl = policy.cacheControl(req);
    if (policy.remember && !policy.remember(req, this.config.env)) {
      return next.handle().pipe(map((body: unknown) => this.replyOnce(res, cacheControl, body)));
    }
    // Read before the answer is worked out: a write after this only leaves the answer unused.
    const { version, tag, reservedStock } = await this.catalogueVersion.current();
    res.setHeader(CATALOGUE_VERSION_HEADER, tag);
    const key = policy.todaysStock ? `${req.originalUrl}#${reservedStock}` : req.originalUrl;
    const remembered = this.answers.get(version, key);
    if (remembered) return of(this.reply(res, cacheControl, remembered));
    return next.handle().pipe(
      map((body: unknown) => {
        const json = JSON.stringify(body);
        if (json === undefined) return body;
        const answer = answerOf(json);
        this.answers.set(version, key, answer);
        return this.reply(res, cacheControl, answer);
      }),
    );
  }

  /** An answer not to be remembered, with the same headers. */
  private replyOnce(res: Response, cacheControl: string, body: unknown): unknown {
    const json = JSON.stringify(body);
    return json === undefined ? body : this.reply(res, cacheControl, answerOf(json));
  }

  /** The JSON text, sent as is by express with the headers set here (and 304 when fresh). */
  private reply(res: Response, cacheControl: string, answer: RememberedAnswer): string {
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', answer.etag);
    res.type('application/json');
    return answer.body;
  }
}
