import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CarouselImageEntity } from './carousel-image.entity';
import { CarouselImagesController } from './carousel-images.controller';

@Module({
  imports: [TypeOrmModule.forFeature([CarouselImageEntity])],
  controllers: [CarouselImagesController],
})
export class CarouselModule {}
