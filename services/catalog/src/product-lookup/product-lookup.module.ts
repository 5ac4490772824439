import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from '../products/product.entity';
import { ProductLookupController } from './product-lookup.controller';

/** The catalogue as other services see it (`/internal/products/*`). */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity])],
  controllers: [ProductLookupController],
})
export class ProductLookupModule {}
