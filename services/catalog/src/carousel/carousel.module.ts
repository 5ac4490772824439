import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PublicReadsModule } from '../public-reads/public-reads.module';
import { CarouselImageEntity } from './carousel-image.entity';
import { CarouselImagesController } from './carousel-images.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CarouselImageEntity]), PublicReadsModule],
  controllers: [CarouselImagesController],
})
export class CarouselModule {}
