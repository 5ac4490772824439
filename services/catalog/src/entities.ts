import { CarouselImageEntity } from './carousel/carousel-image.entity';
import { CategoryEntity } from './categories/category.entity';
import { CurrencyEntity } from './currency/currency.entity';
import { ProductEntity } from './products/product.entity';
import { SeedRunEntity } from './seed/seed-run.entity';
import { StockReservationEntity } from './stock/stock-reservation.entity';
import { UsedUploadEntity } from './uploads/used-upload.entity';

export const ENTITIES = [
  CategoryEntity,
  ProductEntity,
  CarouselImageEntity,
  CurrencyEntity,
  StockReservationEntity,
  SeedRunEntity,
  UsedUploadEntity,
];
