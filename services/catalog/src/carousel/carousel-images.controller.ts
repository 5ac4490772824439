import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { type CarouselImage, carouselImagesResponseSchema } from '@festive/contracts';
import { ApiZodResponse } from '@festive/server-kit';
import { Repository } from 'typeorm';
import { PublicRead } from '../public-reads/public-read.decorator';
import { ALWAYS_REVALIDATE, always } from '../public-reads/read-cache-policy';
import { CarouselImageEntity } from './carousel-image.entity';

export const toCarouselImage = (row: CarouselImageEntity): CarouselImage => ({
  id: row.id,
  image: row.image,
  title: row.title,
  description: row.description,
  imageWidth: row.imageWidth,
  imageHeight: row.imageHeight,
  order: row.order,
  buttonText: row.buttonText,
  buttonLink: row.buttonLink,
  buttonType: row.buttonType,
});

@ApiTags('carousel-images')
@Controller('api/carousel-images')
export class CarouselImagesController {
  constructor(
    @InjectRepository(CarouselImageEntity) private readonly images: Repository<CarouselImageEntity>,
  ) {}

  /** GET /api/carousel-images: by display order, oldest first among equals. */
  @Get()
  @PublicRead(always(ALWAYS_REVALIDATE))
  @ApiZodResponse(carouselImagesResponseSchema)
  async list(): Promise<CarouselImage[]> {
    const rows = await this.images.find({ order: { order: 'ASC', createdAt: 'ASC', id: 'ASC' } });
    return rows.map(toCarouselImage);
  }
}
