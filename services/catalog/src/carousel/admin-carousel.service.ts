import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type CarouselImage, LIMITS } from '@festive/contracts';
import { Repository } from 'typeorm';
import { UploadedImages } from '../uploads/uploaded-images';
import { CarouselImageEntity } from './carousel-image.entity';
import { toCarouselImage } from './carousel-images.controller';
import type { ParsedCarouselImageInput } from './carousel-input';

export const CAROUSEL_IMAGE_NOT_FOUND = 'Carousel image not found';

type CarouselColumns = Omit<CarouselImageEntity, 'id' | 'createdAt'>;

/** Omitted optional texts are stored as null: PUT replaces the whole record. */
const columnsOf = (input: ParsedCarouselImageInput): CarouselColumns => ({
  image: input.image,
  title: input.title ?? null,
  description: input.description ?? null,
  imageWidth: input.imageWidth,
  imageHeight: input.imageHeight,
  order: input.order,
  buttonText: input.buttonText ?? null,
  buttonLink: input.buttonLink ?? null,
  buttonType: input.buttonType ?? null,
});

/** The managed hero images (the Carousel Images tab and its form). */
@Injectable()
export class AdminCarouselService {
  constructor(
    @InjectRepository(CarouselImageEntity) private readonly images: Repository<CarouselImageEntity>,
    private readonly uploads: UploadedImages,
  ) {}

  async create(input: ParsedCarouselImageInput): Promise<CarouselImage> {
    await this.checkImage(input.image);
    const row = await this.images.save(this.images.create(columnsOf(input)));
    return toCarouselImage(row);
  }

  async update(id: string, input: ParsedCarouselImageInput): Promise<CarouselImage> {
    const existing = await this.images.findOneBy({ id });
    if (!existing) throw new NotFoundException(CAROUSEL_IMAGE_NOT_FOUND);
    await this.checkImage(input.image, existing.image);
    const row = await this.images.save(this.images.merge(existing, columnsOf(input)));
    return toCarouselImage(row);
  }

  async remove(id: string): Promise<void> {
    const result = await this.images.delete({ id });
    if (!result.affected) throw new NotFoundException(CAROUSEL_IMAGE_NOT_FOUND);
  }

  /** The carousel form sets no size limit of its own: the upload button's 10 MB applies. */
  private checkImage(image: string, current?: string): Promise<void> {
    return this.uploads.checkImageValue(
      'image',
      image,
      LIMITS.uploadDefaultMaxBytes,
      current ? [current] : [],
    );
  }
}
