import { Module } from '@nestjs/common';
import { ServerKitModule } from '@festive/server-kit';
import { AdminProductsModule } from './admin-products/admin-products.module';
import { AdminCarouselModule } from './carousel/admin-carousel.module';
import { CarouselModule } from './carousel/carousel.module';
import { CategoriesModule } from './categories/categories.module';
import { CurrencyModule } from './currency/currency.module';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { PageHeadsModule } from './page-heads/page-heads.module';
import { ProductLookupModule } from './product-lookup/product-lookup.module';
import { ProductsModule } from './products/products.module';
import { SEARCH_ENV } from './products/search-config';
import { ReservationsModule } from './reservations/reservations.module';
import { StatsModule } from './stats/stats.module';
import { StorageModule } from './storage/storage.module';
import { UPLOAD_ENV, UPLOAD_PROVIDER_URLS } from './uploads/upload-config';
import { UploadsModule } from './uploads/uploads.module';

@Module({
  imports: [
    ServerKitModule.forRoot({
      service: 'catalog',
      entities: ENTITIES,
      migrations: MIGRATIONS,
      config: { extra: { ...UPLOAD_ENV, ...SEARCH_ENV }, providerUrls: UPLOAD_PROVIDER_URLS },
    }),
    ProductsModule,
    ReservationsModule,
    ProductLookupModule,
    CategoriesModule,
    CurrencyModule,
    CarouselModule,
    StorageModule,
    UploadsModule,
    AdminProductsModule,
    AdminCarouselModule,
    StatsModule,
    PageHeadsModule,
  ],
})
export class AppModule {}
