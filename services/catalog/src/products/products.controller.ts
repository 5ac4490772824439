import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type Product,
  type ProductsPage,
  type ProductsQuery,
  errorBodySchema,
  productSchema,
  productsQuerySchema,
  productsResponseSchema,
} from '@festive/contracts';
import { ApiZodQuery, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { PublicRead } from '../public-reads/public-read.decorator';
import { PRODUCT_READ, PRODUCTS_READ } from '../public-reads/read-cache-policy';
import { PRODUCT_NOT_FOUND, ProductsService } from './products.service';

@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /**
   * GET /api/products. Without parameters: the full list. `tab`, `selection` and
   * `search` filter it by the catalogue rules; asking for a `limit` or a `cursor`
   * answers one page `{items, nextCursor}` instead of the array.
   */
  @Get()
  @PublicRead(PRODUCTS_READ)
  @ApiZodQuery(productsQuerySchema)
  @ApiZodResponse(
    productsResponseSchema,
    200,
    'The list; with limit or cursor, one page {items, nextCursor} (productsPageSchema)',
  )
  @ApiZodResponse(errorBodySchema, 400, 'A parameter is invalid')
  list(@Query(new ZodPipe(productsQuerySchema)) query: ProductsQuery): Promise<Product[] | ProductsPage> {
    const { cursor, limit, ...filter } = query;
    if (cursor !== undefined || limit !== undefined) return this.products.page(filter, { cursor, limit });
    return this.products.list(filter);
  }

  /** GET /api/products/{id}: 404 for an unknown id and for one that is not a uuid. */
  @Get(':id')
  @PublicRead(PRODUCT_READ)
  @ApiZodResponse(productSchema)
  @ApiZodResponse(errorBodySchema, 404, PRODUCT_NOT_FOUND)
  get(@Param('id', new ParseUuidPipe({ message: PRODUCT_NOT_FOUND })) id: string): Promise<Product> {
    return this.products.get(id);
  }
}
