import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from '../categories/category.entity';
import { CarouselImageEntity } from '../carousel/carousel-image.entity';
import { ProductEntity } from '../products/product.entity';
import { PageHeadsController } from './page-heads.controller';
import { PageHeadsService } from './page-heads.service';

/** Page heads (title, previews, JSON-LD), first views, the fixed hero pictures, the sitemap and robots.txt for the web tier. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, CarouselImageEntity, CategoryEntity])],
  controllers: [PageHeadsController],
  providers: [PageHeadsService],
})
export class PageHeadsModule {}
