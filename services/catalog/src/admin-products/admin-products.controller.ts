import { Body, Controller, Delete, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  errorBodySchema,
  type ParsedProductInput,
  type Product,
  productInputSchema,
  productSchema,
} from '@festive/contracts';
import { AdminGuard, ApiZodBody, ApiZodResponse, ParseUuidPipe, ZodPipe } from '@festive/server-kit';
import { PRODUCT_NOT_FOUND } from '../products/products.service';
import { AdminProductsService } from './admin-products.service';

const productId = () => new ParseUuidPipe({ message: PRODUCT_NOT_FOUND });

/** POST/PUT/DELETE /api/admin/products, admin only. */
@ApiTags('admin products')
@Controller('api/admin/products')
@UseGuards(AdminGuard)
export class AdminProductsController {
  constructor(private readonly products: AdminProductsService) {}

  @Post()
  @ApiZodBody(productInputSchema)
  @ApiZodResponse(productSchema, 201, 'Created, with its generated SKU')
  @ApiZodResponse(errorBodySchema, 400, 'A field is invalid (named in message)')
  create(@Body(new ZodPipe(productInputSchema)) input: ParsedProductInput): Promise<Product> {
    return this.products.create(input);
  }

  @Put(':id')
  @ApiZodBody(productInputSchema)
  @ApiZodResponse(productSchema)
  @ApiZodResponse(errorBodySchema, 404, PRODUCT_NOT_FOUND)
  @ApiZodResponse(errorBodySchema, 409, 'The SKU belongs to another product')
  update(
    @Param('id', productId()) id: string,
    @Body(new ZodPipe(productInputSchema)) input: ParsedProductInput,
  ): Promise<Product> {
    return this.products.update(id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiZodResponse(errorBodySchema, 404, PRODUCT_NOT_FOUND)
  remove(@Param('id', productId()) id: string): Promise<void> {
    return this.products.remove(id);
  }
}
