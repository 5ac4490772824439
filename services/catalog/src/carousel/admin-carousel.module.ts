import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { AdminCarouselController } from './admin-carousel.controller';
import { AdminCarouselService } from './admin-carousel.service';
import { CarouselImageEntity } from './carousel-image.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CarouselImageEntity]), UploadsModule],
  controllers: [AdminCarouselController],
  providers: [AdminCarouselService],
})
export class AdminCarouselModule {}
