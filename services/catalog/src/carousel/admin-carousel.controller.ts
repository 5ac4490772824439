import { Body, Controller, Delete, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CarouselImage,
  carouselImageInputSchema,
  carouselImageSchema,
  errorBodySchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodBody, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { AdminCarouselService, CAROUSEL_IMAGE_NOT_FOUND } from './admin-carousel.service';
import type { ParsedCarouselImageInput } from './carousel-input';

const imageId = () => new ParseUuidPipe({ message: CAROUSEL_IMAGE_NOT_FOUND });

/** POST/PUT/DELETE /api/admin/carousel-images, admin only. */
@ApiTags('admin carousel images')
@Controller('api/admin/carousel-images')
@UseGuards(AdminGuard)
export class AdminCarouselController {
  constructor(private readonly carousel: AdminCarouselService) {}

  @Post()
  @ApiZodBody(carouselImageInputSchema)
  @ApiZodResponse(carouselImageSchema, 201)
  @ApiZodResponse(errorBodySchema, 400, 'A field is invalid (named in message)')
  create(
    @Body(new ZodPipe(carouselImageInputSchema)) input: ParsedCarouselImageInput,
  ): Promise<CarouselImage> {
    return this.carousel.create(input);
  }

  @Put(':id')
  @ApiZodBody(carouselImageInputSchema)
  @ApiZodResponse(carouselImageSchema)
  @ApiZodResponse(errorBodySchema, 404, CAROUSEL_IMAGE_NOT_FOUND)
  update(
    @Param('id', imageId()) id: string,
    @Body(new ZodPipe(carouselImageInputSchema)) input: ParsedCarouselImageInput,
  ): Promise<CarouselImage> {
    return this.carousel.update(id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiZodResponse(errorBodySchema, 404, CAROUSEL_IMAGE_NOT_FOUND)
  remove(@Param('id', imageId()) id: string): Promise<void> {
    return this.carousel.remove(id);
  }
}
