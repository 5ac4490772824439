import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type CategoriesQuery,
  type Category,
  categoriesQuerySchema,
  categoriesResponseSchema,
  errorBodySchema,
} from '@festive/contracts';
import { ApiZodQuery, ApiZodResponse, ZodPipe } from '@festive/server-kit';
import { PublicRead } from '../public-reads/public-read.decorator';
import { SHOP_SETTINGS, always } from '../public-reads/read-cache-policy';
import { CategoriesService } from './categories.service';

@ApiTags('categories')
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  /** GET /api/categories[?type=festival|special_occasion] */
  @Get()
  @PublicRead(always(SHOP_SETTINGS))
  @ApiZodQuery(categoriesQuerySchema)
  @ApiZodResponse(categoriesResponseSchema)
  @ApiZodResponse(errorBodySchema, 400, 'Unknown type')
  list(@Query(new ZodPipe(categoriesQuerySchema)) query: CategoriesQuery): Promise<Category[]> {
    return this.categories.list(query.type);
  }
}
