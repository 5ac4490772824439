import { Module } from '@nestjs/common';
import { CatalogueVersion } from './catalogue-version';
import { CatalogueVersionPublisher } from './catalogue-version-publisher';
import { PublicReadInterceptor } from './public-read.interceptor';
import { RememberedAnswers } from './remembered-answers';
import { ReservedStockCounter } from './reserved-stock-counter';

/**
 * HTTP caching of the public catalogue reads. Imported by each module with a @PublicRead
 * handler; a module is instantiated once, so they all share one memory and one version reader,
 * one publisher of the version for the dev gateway, and one counter of the stock reservations
 * moved.
 */
@Module({
  providers: [
    CatalogueVersion,
    CatalogueVersionPublisher,
    PublicReadInterceptor,
    ReservedStockCounter,
    { provide: RememberedAnswers, useFactory: () => new RememberedAnswers() },
  ],
  exports: [CatalogueVersion, PublicReadInterceptor, RememberedAnswers],
})
export class PublicReadsModule {}
