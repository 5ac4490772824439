import { Module } from '@nestjs/common';
import { CatalogueVersion } from './catalogue-version';
import { PublicReadInterceptor } from './public-read.interceptor';
import { RememberedAnswers } from './remembered-answers';

/**
 * HTTP caching of the public catalogue reads. Imported by each module with a @PublicRead
 * handler; a module is instantiated once, so they all share one memory and one version reader.
 */
@Module({
  providers: [
    CatalogueVersion,
    PublicReadInterceptor,
    { provide: RememberedAnswers, useFactory: () => new RememberedAnswers() },
  ],
  exports: [CatalogueVersion, PublicReadInterceptor, RememberedAnswers],
})
export class PublicReadsModule {}
