import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProductEntity } from '../products/product.entity';
import { PageHeadsController } from './page-heads.controller';
import { PageHeadsService } from './page-heads.service';

/** Page heads (title, previews, JSON-LD), the sitemap and robots.txt for the web tier. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity])],
  controllers: [PageHeadsController],
  providers: [PageHeadsService],
})
export class PageHeadsModule {}
