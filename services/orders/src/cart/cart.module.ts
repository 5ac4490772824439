import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartItemEntity } from '../carts/cart-item.entity';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';
import { CatalogProductsClient } from './catalog-products.client';

@Module({
  imports: [TypeOrmModule.forFeature([CartItemEntity])],
  controllers: [CartController],
  providers: [CartService, CatalogProductsClient],
})
export class CartModule {}
